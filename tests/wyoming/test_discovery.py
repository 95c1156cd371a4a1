"""Zeroconf: the service is advertised as _wyoming._tcp and a browser on the loopback interface finds it with the
port it is bound to. Multicast on the loopback works on the development machines; the announcement and the browser
are both restricted to 127.0.0.1, so nothing leaves the host."""

from __future__ import annotations

import asyncio

from gpt_home.wyoming.discovery import SERVICE_TYPE, Advertisement


def test_browser_finds_the_service_with_its_port() -> None:
    from zeroconf import IPVersion
    from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

    async def go() -> tuple[str, int | None, list[str]]:
        advert = Advertisement(name="zc-test", host="127.0.0.1", port=10799)
        await advert.start()
        browser_zc = AsyncZeroconf(interfaces=["127.0.0.1"], ip_version=IPVersion.V4Only)
        found: asyncio.Queue[str] = asyncio.Queue()
        browser = AsyncServiceBrowser(browser_zc.zeroconf, SERVICE_TYPE,
                                      handlers=[lambda zeroconf, service_type, name, state_change:
                                                found.put_nowait(name)])
        try:
            name = await asyncio.wait_for(found.get(), 20)
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            assert await info.async_request(browser_zc.zeroconf, 5000)
            return name, info.port, info.parsed_addresses()
        finally:
            await browser.async_cancel()
            await browser_zc.async_close()
            await advert.stop()

    name, port, addresses = asyncio.run(go())
    assert name == f"zc-test-gpt-home.{SERVICE_TYPE}"
    assert port == 10799 and addresses == ["127.0.0.1"]
