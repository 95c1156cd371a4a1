"""A small bundled gazetteer: large cities people ask the time of whose names are not the last part of an IANA zone
name (the tz database names one city per zone: "Asia/Seoul" but not Busan), each with the zone of its country or
region. Only cities in a country (or region) with one zone are listed, and no name that is an everyday word ("nice",
"reading") or a city of the same name in another zone ("hamilton", "newcastle" outside England, "salvador").

``ALIASES``: city name (lower case, words as the normaliser writes them) -> zone. ``city_aliases`` merges it under
its own names, so a name listed there wins.
"""

from __future__ import annotations

_GROUPS: dict[str, str] = {
    "Asia/Seoul": "busan, pusan, incheon, daegu, daejeon, gwangju, ulsan, suwon",
    "Asia/Tokyo": "yokohama, nagoya, sapporo, fukuoka, kobe, kawasaki, hiroshima, sendai, nara, okinawa",
    "Asia/Shanghai": "guangzhou, shenzhen, chengdu, wuhan, tianjin, nanjing, hangzhou, xian, xi an, suzhou, qingdao, "
                     "shenyang, dalian, kunming, xiamen",
    "Asia/Kolkata": "ahmedabad, surat, jaipur, lucknow, kanpur, nagpur, goa, kochi, agra, varanasi, amritsar",
    "Asia/Karachi": "lahore, islamabad, faisalabad, rawalpindi, peshawar, multan",
    "Asia/Dhaka": "chittagong, chattogram, sylhet",
    "Asia/Bangkok": "chiang mai, phuket, pattaya",
    "Asia/Ho_Chi_Minh": "hanoi, da nang, hue",
    "Asia/Jakarta": "surabaya, bandung, medan, semarang, yogyakarta",
    "Asia/Makassar": "bali, denpasar",
    "Asia/Manila": "cebu, davao, quezon city",
    "Asia/Kuala_Lumpur": "penang, johor bahru, malacca",
    "Asia/Riyadh": "jeddah, mecca, medina, dammam",
    "Asia/Dubai": "sharjah",
    "Europe/Istanbul": "izmir, bursa, antalya",
    "Asia/Tehran": "mashhad, isfahan, shiraz, tabriz",
    "Africa/Cairo": "alexandria, giza, luxor, aswan, sharm el sheikh",
    "Africa/Casablanca": "marrakech, marrakesh, rabat, fez, tangier, agadir",
    "Africa/Johannesburg": "durban, pretoria, port elizabeth, soweto",
    "Africa/Lagos": "ibadan, kano, port harcourt",
    "Africa/Nairobi": "mombasa",
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
    "Europe/Amsterdam": "rotterdam, the hague, utrecht, eindhoven",
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
    "America/Sao_Paulo": "belo horizonte, curitiba, porto alegre",
    "America/Mexico_City": "puebla",
    "America/Bogota": "medellin, cali, cartagena",
    "America/Lima": "cusco",
}
ALIASES: dict[str, str] = {name.strip(): zone for zone, names in _GROUPS.items() for name in names.split(",")}
