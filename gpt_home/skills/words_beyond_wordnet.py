"""Everyday words and given names WordNet (2006) does not hold, so a spelling asked of them is neither "corrected"
to a rare word nor declined as unknown.

"spell out quinoa letter by letter" was spelled "Quinora" (a plant WordNet has, one letter from quinoa): a false
answer. Kitchen and modern words that came into household English after WordNet ("halloumi", "sriracha", "selfie")
and given names with one settled spelling ("siobhan", "niamh", "krzysztof": the sound has no other common spelling,
so the letters heard are the name's) are real words to ``spelling_fix.is_word``. A name with one usual spelling and
rarer others ("priya") is spelled as usual with that said; one spelled many ways ("sean"/"shaun", "katherine") is
not listed: its letters stay a guess, declined honestly. Pure data.
"""

from __future__ import annotations

# food and drink (the world's kitchens a household cooks from: "spell jollof for me, i'm writing the party menu"; WordNet
# corrects "churros" to "churres" and "rendang" to "rending"), and words of the phone and the internet
_EVERYDAY = """
quinoa houmous halloumi prosecco edamame sriracha tzatziki bruschetta ciabatta focaccia kimchi ramen fajita fajitas
panko korma tikka masala paneer bhaji bhajis hoisin satay panettone stollen macaron macarons frappuccino kombucha
nutella bolognese arrabbiata calzone chorizo harissa gochujang katsu bao poke acai matcha chai biryani jalfrezi
pakora pakoras rogan dopiaza dhansak pasanda vindaloo madras tandoori naan chapati chapatis roti samosas falafels
jollof egusi fufu suya akara banku kenkey injera mandazi ugali bobotie boerewors callaloo shakshuka labneh dukkah
shawarma halva kofta koftas kibbeh fattoush spanakopita bibimbap bulgogi gyoza udon soba mochi boba tteokbokki kimbap
japchae massaman rendang laksa sambal tempeh seitan yuzu churro churros empanada empanadas arepa arepas ceviche
burrata pancetta arancini cannoli gelato biscotti nduja feta manchego wensleydale pierogi saag lassi poppadom
poppadoms dosa dosas idli paratha parathas kulfi jalebi chia spirulina cranachan stovies
emoji emojis selfie selfies smartphone smartphones vlog vlogs wifi bluetooth podcast podcasts hashtag hashtags
"""
# given names with one settled spelling: Irish, Welsh, Scottish, Polish, South Asian
_NAMES = """
siobhan niamh aoife saoirse sinead grainne caoimhe roisin oisin eoin padraig ciaran orla aisling clodagh dervla
dearbhail fionnuala tadhg cillian dafydd rhys gwen bethan cerys angharad eilidh iona ailsa morag zbigniew krzysztof
wojciech malgorzata agnieszka katarzyna przemyslaw grzegorz priyanka lakshmi deepika aishwarya siddharth
"""
# given names with one usual spelling and rarer others ("priya", also "pria", "preeya"): said as usual, with that said
_USUAL = """
priya rahul rohan arjun ananya anjali kavya neha pooja
"""
WORDS = frozenset(_EVERYDAY.split())
USUAL_NAMES = frozenset(_USUAL.split())
NAMES = frozenset(_NAMES.split())
KNOWN = WORDS | NAMES
