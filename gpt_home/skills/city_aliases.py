"""Places people name for the time there that are not the last part of an IANA zone name, each with its zone:
American, Canadian and other large cities, US states with one zone, the names of time zones themselves ("pacific
time"), and large cities elsewhere (Busan, Lyon, Lahore: the tz database names one city per zone, "Asia/Seoul" but not
Busan). Only cities in a country (or region) with one zone are listed, and no name that is an everyday word ("nice",
"reading") or a city of the same name in another zone ("hamilton", "newcastle" outside England, "salvador").

``COMMON_ALIASES``: the big cities and countries said most (New York City, LA, Delhi, the UK), read after
``ALIASES`` and before nothing else (moved from ``everyday``, which holds the date and clock sums).

``ALIASES``: place name (lower case, words as the normaliser writes them) -> zone.
"""

from __future__ import annotations

_EASTERN, _CENTRAL, _MOUNTAIN, _PACIFIC = "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"
_GROUPS: dict[str, str] = {
    _EASTERN: "atlanta, philadelphia, orlando, baltimore, pittsburgh, cleveland, charlotte, raleigh, richmond, "
              "columbus, cincinnati, tampa, jacksonville, buffalo, newark, hartford, providence, savannah, "
              "charleston, florida, georgia, ohio, virginia, new jersey, pennsylvania, massachusetts, north carolina, "
              "south carolina, maryland, connecticut, the east coast, east coast, eastern time, eastern, "
              "new york state, washington d c, d c, dc, ottawa, quebec, quebec city",
    _CENTRAL: "austin, dallas, houston, san antonio, nashville, minneapolis, st louis, saint louis, kansas city, "
              "new orleans, memphis, milwaukee, oklahoma city, omaha, des moines, madison, texas, illinois, "
              "minnesota, wisconsin, iowa, missouri, louisiana, alabama, mississippi, arkansas, oklahoma, "
              "central time, central, the midwest, midwest",
    _MOUNTAIN: "salt lake city, albuquerque, colorado, utah, new mexico, wyoming, montana, mountain time, calgary, "
               "edmonton, alberta, colorado springs",
    _PACIFIC: "portland, san diego, san jose, sacramento, oakland, fresno, california, oregon, washington state, "
              "nevada, the west coast, west coast, pacific time, pacific, silicon valley",
    "America/Phoenix": "arizona, tucson, scottsdale",
    "Pacific/Honolulu": "hawaii, maui, waikiki",
    "America/Anchorage": "alaska",
    "America/Vancouver": "british columbia, victoria bc",
    "Asia/Kolkata": "chennai, hyderabad, pune, kolkata, calcutta, bombay, madras, ahmedabad, surat, jaipur, lucknow, "
                    "kanpur, nagpur, goa, kochi, agra, varanasi, amritsar",
    "America/Sao_Paulo": "brazil, brasilia, belo horizonte, curitiba, porto alegre",
    "Asia/Seoul": "korea, south korea, busan, pusan, incheon, daegu, daejeon, gwangju, ulsan, suwon",
    "Europe/Amsterdam": "holland, the netherlands, netherlands, rotterdam, the hague, utrecht, eindhoven",
    "Africa/Lagos": "nigeria, abuja, ibadan, kano, port harcourt",
    "Africa/Nairobi": "kenya, mombasa",
    "Asia/Manila": "the philippines, philippines, cebu, davao, quezon city",
    "America/Mexico_City": "mexico, guadalajara, monterrey, puebla",
    "Asia/Tokyo": "yokohama, nagoya, sapporo, fukuoka, kobe, kawasaki, hiroshima, sendai, nara, okinawa",
    "Asia/Shanghai": "guangzhou, shenzhen, chengdu, wuhan, tianjin, nanjing, hangzhou, xian, xi an, suzhou, qingdao, "
                     "shenyang, dalian, kunming, xiamen",
    "Asia/Karachi": "lahore, islamabad, faisalabad, rawalpindi, peshawar, multan",
    "Asia/Dhaka": "chittagong, chattogram, sylhet",
    "Asia/Bangkok": "chiang mai, phuket, pattaya",
    "Asia/Ho_Chi_Minh": "hanoi, da nang, hue",
    "Asia/Jakarta": "surabaya, bandung, medan, semarang, yogyakarta",
    "Asia/Makassar": "bali, denpasar",
    "Asia/Kuala_Lumpur": "penang, johor bahru, malacca",
    "Asia/Riyadh": "jeddah, mecca, medina, dammam",
    "Asia/Dubai": "sharjah",
    "Europe/Istanbul": "izmir, bursa, antalya",
    "Asia/Tehran": "mashhad, isfahan, shiraz, tabriz",
    "Africa/Cairo": "alexandria, giza, luxor, aswan, sharm el sheikh",
    "Africa/Casablanca": "marrakech, marrakesh, rabat, fez, tangier, agadir",
    "Africa/Johannesburg": "durban, pretoria, port elizabeth, soweto",
    "Africa/Accra": "kumasi",
    "Europe/Paris": "lyon, marseille, toulouse, bordeaux, lille, strasbourg, nantes, montpellier, cannes",
    "Europe/Berlin": "cologne, koln, leipzig, dresden, stuttgart, dusseldorf, dortmund, essen, bremen, hanover, "
                     "nuremberg, bonn",
    "Europe/Rome": "florence, venice, naples, turin, bologna, genoa, palermo, pisa, verona",
    "Europe/Madrid": "seville, valencia, bilbao, malaga, zaragoza, granada, palma",
    "Europe/Lisbon": "porto, faro",
    "Europe/London": "liverpool, leeds, bristol, glasgow, sheffield, newcastle, nottingham, leicester, southampton, "
                     "brighton, oxford, cambridge, aberdeen, coventry",
    "Europe/Dublin": "cork, galway, limerick",
    "Europe/Brussels": "antwerp, ghent, bruges",
    "Europe/Stockholm": "gothenburg, malmo, uppsala",
    "Europe/Oslo": "bergen, trondheim",
    "Europe/Copenhagen": "aarhus, odense",
    "Europe/Vienna": "salzburg, graz, innsbruck",
    "Europe/Zurich": "basel, bern, lausanne",
    "Europe/Warsaw": "krakow, cracow, gdansk, wroclaw, poznan, lodz",
    "Europe/Prague": "brno",
    "Europe/Athens": "thessaloniki",
    "Europe/Moscow": "kazan, nizhny novgorod, sochi",
    "Europe/Kyiv": "kharkiv, odesa, odessa, lviv",
    "Asia/Jerusalem": "haifa",
    "Australia/Brisbane": "gold coast",
    "America/Toronto": "mississauga",
    "America/Bogota": "medellin, cali, cartagena",
    "America/Lima": "cusco",
}
ALIASES: dict[str, str] = {name.strip(): zone for zone, names in _GROUPS.items() for name in names.split(",")}

# the big cities and countries said most, each with its zone; they win over ``ALIASES``
COMMON_ALIASES: dict[str, str] = {
    "new york city": "America/New_York", "nyc": "America/New_York", "washington": "America/New_York",
    "washington dc": "America/New_York", "boston": "America/New_York", "miami": "America/New_York",
    "san francisco": "America/Los_Angeles", "seattle": "America/Los_Angeles", "la": "America/Los_Angeles",
    "las vegas": "America/Los_Angeles", "houston": "America/Chicago", "dallas": "America/Chicago",
    "beijing": "Asia/Shanghai", "hong kong": "Asia/Hong_Kong", "delhi": "Asia/Kolkata",
    "new delhi": "Asia/Kolkata", "mumbai": "Asia/Kolkata", "bangalore": "Asia/Kolkata", "kyoto": "Asia/Tokyo",
    "osaka": "Asia/Tokyo", "munich": "Europe/Berlin", "frankfurt": "Europe/Berlin", "hamburg": "Europe/Berlin",
    "milan": "Europe/Rome", "barcelona": "Europe/Madrid", "geneva": "Europe/Zurich", "edinburgh": "Europe/London",
    "manchester": "Europe/London", "st petersburg": "Europe/Moscow", "saint petersburg": "Europe/Moscow",
    "rio": "America/Sao_Paulo", "rio de janeiro": "America/Sao_Paulo", "melbourne": "Australia/Melbourne",
    "canberra": "Australia/Sydney", "wellington": "Pacific/Auckland", "cape town": "Africa/Johannesburg",
    "tel aviv": "Asia/Jerusalem", "abu dhabi": "Asia/Dubai", "ho chi minh city": "Asia/Ho_Chi_Minh",
    "the uk": "Europe/London", "england": "Europe/London", "germany": "Europe/Berlin", "china": "Asia/Shanghai",
    "spain": "Europe/Madrid", "new zealand": "Pacific/Auckland", "scotland": "Europe/London", "wales": "Europe/London",
}  # fmt: skip
