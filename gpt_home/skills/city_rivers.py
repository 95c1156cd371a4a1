"""The river a well-known city stands on, from a small checked table (round 23: "which river flows through cairo" got
"The Adriatic is the largest river in Croatia." from the bundled model, and WordNet's glosses say only "just to the
south of the Nile delta" for Cairo).

``river_through`` asks this table first and WordNet's rivers for the places it does not hold. Each city is one a
household names on holiday or in homework: capitals and big cities of Europe, the Middle East, Africa, Asia, North
America and Australia, and the UK's and Ireland's own. A city with two rivers in its centre names both. Pure.
"""

from __future__ import annotations

# Each river checked against the city's own encyclopaedia entry (Encyclopaedia Britannica's city articles: "Cairo ...
# on the Nile", "Baghdad ... on the Tigris", "Prague ... on the Vltava", "Lyon ... at the confluence of the Rhône and
# Saône"): the river through the city's centre, not one nearby.
CITY_RIVERS: dict[str, tuple[str, ...]] = {
    "cairo": ("Nile",), "khartoum": ("Blue Nile", "White Nile"), "luxor": ("Nile",), "aswan": ("Nile",),
    "baghdad": ("Tigris",), "mosul": ("Tigris",), "london": ("Thames",), "oxford": ("Thames", "Cherwell"),
    "paris": ("Seine",), "rome": ("Tiber",), "florence": ("Arno",), "pisa": ("Arno",), "turin": ("Po",),
    "vienna": ("Danube",), "budapest": ("Danube",), "belgrade": ("Danube", "Sava"), "bratislava": ("Danube",),
    "prague": ("Vltava",), "berlin": ("Spree",), "warsaw": ("Vistula",), "krakow": ("Vistula",),
    "moscow": ("Moskva",), "st petersburg": ("Neva",), "saint petersburg": ("Neva",), "kyiv": ("Dnieper",),
    "kiev": ("Dnieper",), "lisbon": ("Tagus",), "seville": ("Guadalquivir",), "porto": ("Douro",),
    "hamburg": ("Elbe",), "dresden": ("Elbe",), "cologne": ("Rhine",), "basel": ("Rhine",), "bonn": ("Rhine",),
    "frankfurt": ("Main",), "munich": ("Isar",), "lyon": ("Rhône", "Saône"), "bordeaux": ("Garonne",),
    "toulouse": ("Garonne",), "geneva": ("Rhône",), "antwerp": ("Scheldt",), "dublin": ("Liffey",),
    "cork": ("Lee",), "limerick": ("Shannon",), "galway": ("Corrib",), "belfast": ("Lagan",),
    "glasgow": ("Clyde",), "newcastle": ("Tyne",), "liverpool": ("Mersey",), "cardiff": ("Taff",),
    "cambridge": ("Cam",), "york": ("Ouse", "Foss"), "nottingham": ("Trent",), "exeter": ("Exe",),
    "new york": ("Hudson", "East River"), "washington dc": ("Potomac",), "new orleans": ("Mississippi",),
    "st louis": ("Mississippi",), "minneapolis": ("Mississippi",), "montreal": ("St. Lawrence",),
    "ottawa": ("Ottawa",), "calgary": ("Bow",), "delhi": ("Yamuna",), "new delhi": ("Yamuna",), "agra": ("Yamuna",),
    "varanasi": ("Ganges",), "kolkata": ("Hooghly",), "bangkok": ("Chao Phraya",), "phnom penh": ("Mekong",),
    "vientiane": ("Mekong",), "shanghai": ("Huangpu",), "wuhan": ("Yangtze",), "seoul": ("Han",),
    "brisbane": ("Brisbane River",), "adelaide": ("Torrens",),
    "bamako": ("Niger",), "niamey": ("Niger",), "kinshasa": ("Congo",), "brazzaville": ("Congo",),
}


def rivers_of(place: str) -> tuple[str, ...]:
    """The rivers through ``place`` (lower case, as said), or () when the table does not hold it."""
    return CITY_RIVERS.get(" ".join(place.lower().replace(".", "").split()), ())


def said(rivers: tuple[str, ...], place: str) -> str:
    """ "The Nile flows through Cairo.", "The Rhône and the Saône flow through Lyon." """
    names = [f"the {name}" for name in rivers]
    joined = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    spelled = " ".join(word.upper() if word == "dc" else word.capitalize() for word in place.split())
    return f"{joined[:1].upper()}{joined[1:]} {'flows' if len(names) == 1 else 'flow'} through {spelled}."
