"""Places people name for the time there that are not the last part of an IANA zone name: American, Canadian and
other large cities, US states with one zone, and the names of time zones themselves ("pacific time")."""

from __future__ import annotations

from gpt_home.skills.city_gazetteer import ALIASES as GAZETTEER

_EASTERN, _CENTRAL, _MOUNTAIN, _PACIFIC = "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"
_GROUPS: dict[str, tuple[str, ...]] = {
    _EASTERN: ("atlanta", "philadelphia", "orlando", "baltimore", "pittsburgh", "cleveland", "charlotte", "raleigh",
               "richmond", "columbus", "cincinnati", "tampa", "jacksonville", "buffalo", "newark", "hartford",
               "providence", "savannah", "charleston", "florida", "georgia", "ohio", "virginia", "new jersey",
               "pennsylvania", "massachusetts", "north carolina", "south carolina", "maryland", "connecticut",
               "the east coast", "east coast", "eastern time", "eastern", "new york state", "washington d c", "d c",
               "dc", "ottawa", "quebec", "quebec city"),
    _CENTRAL: ("austin", "dallas", "houston", "san antonio", "nashville", "minneapolis", "st louis", "saint louis",
               "kansas city", "new orleans", "memphis", "milwaukee", "oklahoma city", "omaha", "des moines",
               "madison", "texas", "illinois", "minnesota", "wisconsin", "iowa", "missouri", "louisiana", "alabama",
               "mississippi", "arkansas", "oklahoma", "central time", "central", "the midwest", "midwest"),
    _MOUNTAIN: ("salt lake city", "albuquerque", "colorado", "utah", "new mexico", "wyoming", "montana",
                "mountain time", "calgary", "edmonton", "alberta", "colorado springs"),
    _PACIFIC: ("portland", "san diego", "san jose", "sacramento", "oakland", "fresno", "california", "oregon",
               "washington state", "nevada", "the west coast", "west coast", "pacific time", "pacific",
               "silicon valley"),
    "America/Phoenix": ("arizona", "tucson", "scottsdale"),
    "Pacific/Honolulu": ("hawaii", "maui", "waikiki"),
    "America/Anchorage": ("alaska",),
    "America/Vancouver": ("british columbia", "victoria bc"),
    "Asia/Kolkata": ("chennai", "hyderabad", "pune", "kolkata", "calcutta", "bombay", "madras"),
    "America/Sao_Paulo": ("brazil", "brasilia"),
    "Asia/Seoul": ("korea", "south korea"),
    "Europe/Amsterdam": ("holland", "the netherlands", "netherlands"),
    "Africa/Lagos": ("nigeria", "abuja"),
    "Africa/Nairobi": ("kenya",),
    "Asia/Manila": ("the philippines", "philippines"),
    "America/Mexico_City": ("mexico", "guadalajara", "monterrey"),
}
# the bundled gazetteer's large cities (Busan, Lyon, Lahore) first: a name listed here wins
ALIASES: dict[str, str] = {**GAZETTEER, **{place: zone for zone, places in _GROUPS.items() for place in places}}
