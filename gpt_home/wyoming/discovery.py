"""Zeroconf (mDNS) advertisement of the Wyoming service as ``_wyoming._tcp.local.``, so Home Assistant finds it.

Announced only on the interface of the address the server is bound to; for 0.0.0.0 that is the address of the
interface that routes to the mDNS group (what Home Assistant on the LAN will reach).
"""

from __future__ import annotations

import ipaddress
import logging
import socket

_LOGGER = logging.getLogger(__name__)
SERVICE_TYPE = "_wyoming._tcp.local."
_MDNS_GROUP = "224.0.0.251"


def advertised_address(host: str) -> str:
    """The IPv4 address to announce for a bound host (a name is resolved; a wildcard becomes the LAN address)."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        address = ipaddress.ip_address(socket.gethostbyname(host))
    if not address.is_unspecified:
        return str(address)
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect((_MDNS_GROUP, 5353))  # no packet is sent: this only asks the routing table
        return str(probe.getsockname()[0])


def service_name(name: str) -> str:
    """The instance name, e.g. ``kitchen-gpt-home._wyoming._tcp.local.``."""
    label = "".join(c if c.isalnum() or c == "-" else "-" for c in name)[:40] or "device"
    return f"{label}-gpt-home.{SERVICE_TYPE}"


class Advertisement:
    """One registered service; ``start``/``stop`` from the server's event loop."""

    def __init__(self, *, name: str, host: str, port: int) -> None:
        self.address = advertised_address(host)
        self.name, self.port = service_name(name), port
        self._zeroconf = None
        self._info = None

    async def start(self) -> None:
        """Register the service (announced on the bound interface only)."""
        from zeroconf import IPVersion
        from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

        self._info = AsyncServiceInfo(
            SERVICE_TYPE, self.name, addresses=[socket.inet_aton(self.address)], port=self.port,
            properties={"software": "gpt-home"}, server=f"{self.name.split('.')[0]}.local.",
        )
        self._zeroconf = AsyncZeroconf(interfaces=[self.address], ip_version=IPVersion.V4Only)
        await self._zeroconf.async_register_service(self._info)
        _LOGGER.info("zeroconf: advertising %s at %s:%d", self.name, self.address, self.port)

    async def stop(self) -> None:
        """Withdraw the service and close the mDNS sockets."""
        if self._zeroconf is None:
            return
        try:
            if self._info is not None:
                await self._zeroconf.async_unregister_service(self._info)
        finally:
            await self._zeroconf.async_close()
            self._zeroconf = None
