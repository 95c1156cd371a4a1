"""Word lists the memory pass and the memory questions share: household people, pets, things and time words.

Regular-expression alternations (lower case; matched case-insensitively).
"""

from __future__ import annotations

REL = (r"wife|husband|partner|son|daughter|mum|mom|mother|dad|father|brother|sister|grandma|granny|grandmother|"
       r"grandpa|grandad|granddad|grandfather|kids|children|child|baby|boyfriend|girlfriend|aunt|uncle|cousin|niece|"
       r"nephew|fiance|fiancee|stepson|stepdaughter|twins|best friend|flatmate|roommate|nanny|cleaner|"
       r"(?:older |younger |little |big |eldest |youngest )(?:son|daughter|brother|sister)")
PET = r"dog|cat|puppy|kitten|hamster|rabbit|bunny|fish|goldfish|parrot|bird|horse|tortoise|turtle|guinea pig|budgie|pony"
NAMEABLE = rf"{REL}|{PET}|car|boat|house|robot vacuum|roomba|band|company|business|wifi network|plant"
ATTR = (r"wifi password|wifi network|wifi name|alarm code|garage code|door code|gate code|front door code|safe code|"
        r"bike lock code|locker code|pin|postcode|post code|zip code|address|phone number|mobile number|email|"
        r"email address|blood type|blood group|shoe size|doctor|gp|dentist|vet|school|job|workplace|office|"
        r"football team|team|bin day|recycling day|rubbish day|trash day|star sign|middle name|surname|last name|"
        r"maiden name|nickname|height|weight|favourite team|car registration|number plate|licence plate|"
        r"license plate|boiler|thermostat|tv|television|router|heating")
APPOINTMENT_NOUN = (r"dentist|doctor|doctors|gp|vet|hairdresser|hair|haircut|barber|physio|optician|eye|nail|"
                    r"piano lesson|swimming lesson|driving lesson|therapy|therapist|check up|checkup|hospital")
DAYWORD = (r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|"
           r"fridays|saturdays|sundays|january|february|march|april|may|june|july|august|september|october|"
           r"november|december|\d|first|second|third|fourth|fifth|tenth|twentieth|thirtieth|noon|midday")
FREQUENCY = (r"every|each (?:day|week|month|year|morning|afternoon|evening|night|weekend)|daily|weekly|monthly|"
             r"weekdays|weekends|at weekends|on weekends|twice a|once a|"
             r"mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|usually|always|normally|"
             r"every other|on (?:mon|tues|wednes|thurs|fri|satur|sun)day (?:mornings|evenings|afternoons|nights)|"
             r"mornings|evenings|at night")

CONDITIONS = (r"vegetarian|vegan|pescatarian|diabetic|lactose intolerant|gluten intolerant|coeliac|celiac|pregnant|"
               r"colou?r ?blind|hard of hearing|deaf|left handed|right handed|teetotal|asthmatic|epileptic")
ILLNESSES = (r"asthma|diabetes|type (?:1|2|one|two) diabetes|high blood pressure|a pacemaker|coeliac disease|"
              r"celiac disease|epilepsy|arthritis|migraines|eczema|hay fever|a heart condition|a bad back|"
              r"a nut allergy|glaucoma|tinnitus")
