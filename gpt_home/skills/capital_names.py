"""Other names of today's capitals, a table of its own so the capital checks read it without loading the country
data (``country_data`` loads with the first country question, never at start)."""

from __future__ import annotations

# Other names of today's capitals a household still says: an older spelling or name of the same city ("kiev" for
# Kyiv, "peking" for Beijing), or the city's own name in its language ("roma", "praha"). A former capital that is
# another city ("rangoon" for Naypyidaw, "rio de janeiro" for Brasilia) is never one of them. The flag: an older
# name (True), the city's own (False), or the city the capital lies in (None: "delhi" for New Delhi).
CAPITAL_OTHER_NAMES: dict[str, tuple[str, bool | None]] = {
    "kiev": ("kyiv", True), "peking": ("beijing", True), "delhi": ("new delhi", None),
    "nur sultan": ("astana", True), "akmola": ("astana", True), "kishinev": ("chisinau", True),
    "tiflis": ("tbilisi", True), "ashkhabad": ("ashgabat", True), "ulan bator": ("ulaanbaatar", True),
    "katmandu": ("kathmandu", True), "teheran": ("tehran", True), "christiania": ("oslo", True),
    "batavia": ("jakarta", True), "salisbury": ("harare", True), "leopoldville": ("kinshasa", True),
    "dacca": ("dhaka", True), "pressburg": ("bratislava", True), "roma": ("rome", False), "lisboa": ("lisbon", False),
    "warszawa": ("warsaw", False), "praha": ("prague", False), "wien": ("vienna", False),
    "kobenhavn": ("copenhagen", False), "moskva": ("moscow", False), "athina": ("athens", False),
    "bucuresti": ("bucharest", False), "beograd": ("belgrade", False), "bruxelles": ("brussels", False),
    "brussel": ("brussels", False),
}
