"""Checks the sealed holdout17 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout17.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout17.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout17
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is December 1, 2026.", "It's 2026.", "Today is Tuesday.",
        "It's 10:25 am on Tuesday, December 1, 2026.", "No, it's December now.", "It's Tuesday.",
        "It's 10:25.", "It's Tuesday.", "Yes, it's 10:25.", "Today is December 1st.",
        "35 minutes until eleven.", "Today is Tuesday.", "No, it's only Tuesday.",
    ],
    "date_arithmetic": [
        "Ten days from today is Friday, December 11.", "Christmas Eve is a Thursday.", "75 days until Valentine's Day.",
        "Three weeks ago was Tuesday, November 10.", "The 1st of March 2027 is a Monday.", "61 days.",
        "One hundred days after today is Thursday, March 11, 2027.", "The day after tomorrow is December 3.",
        "11 sleeps until your holiday.", "Last Friday was November 27.", "The 16th of December is a Wednesday.",
        "14 days.", "You have 64 days left.", "In three weeks it's December 22, a Tuesday.",
    ],
    "world_time": [
        "In Lisbon it's 10:25 am.", "In Denver it's 3:25 am.", "In Nairobi it's 1:25 pm.", "In Mumbai it's 3:55 pm.",
        "In Seoul it's 7:25 pm.", "Yes, in Honolulu it's 12:25 am.", "In Mexico City it's 4:25 am.",
        "In Kathmandu it's 4:10 pm.", "In Dubai it's 2:25 pm.", "In Auckland it's 11:25 pm.",
        "In Istanbul it's 1:25 pm.", "In Perth it's 6:25 pm and in Lima it's 5:25 am.",
        "Probably not, it's 2:25 am in Vancouver.", "In Bangkok it's 5:25 pm.",
    ],
    "math": [
        "47 times 23 is 1,081.", "35 percent of 260 is 91.", "3,456 divided by 12 is 288.", "That's 2,125.",
        "That's 3,362.", "17 squared is 289.", "The square root of 841 is 29.", "8 times 12 is 96.",
        "That's 62.50 each.", "That's 80.", "72 divided by 9 is 8.", "You pay 60 pounds.", "6 plus 6 is 12.",
        "Fourteen times three is 42.",
    ],
    "units": [
        "30 centimetres is about 11.81 inches.", "3 kilograms is about 6.61 pounds.", "100 °F is about 37.8 °C.",
        "6 feet is about 1.83 metres.", "500 grams is about 17.64 ounces.", "100 metres is about 328.1 feet.",
        "Minus 5 °C is 23 °F.", "8 stone is about 50.8 kilos.", "A quarter pound is about 113.4 grams.",
        "15 kilometres is about 9.32 miles.", "10 feet is 304.8 centimetres.",
        "16 ounces in a pound and 14 pounds in a stone.", "Yes, 2,800 kilos is under 3 tonnes.",
        "One inch is 2.54 centimetres.",
    ],
    "random": [
        "Heads.", "You rolled a 4.", "I picked 37.", "I picked 14.", "You rolled 11.", "I picked 512.",
        "You rolled a 9.", "Tails.", "I picked 7.", "You rolled a 2.", "You rolled a 5.",
        "Heads, and you rolled a 3.", "Wear the blue one.", "I picked 6.",
    ],
    "spelling": [
        "C-H-R-Y-S-A-N-T-H-E-M-U-M.", "M-O-R-T-G-A-G-E.", "L-I-A-I-S-O-N.", "Q-U-E-S-T-I-O-N-N-A-I-R-E.",
        "P-L-A-Y-W-R-I-G-H-T.", "P-H-A-R-A-O-H.", "M-I-L-L-E-N-N-I-U-M.", "R-E-C-E-I-P-T.", "C-I-N-N-A-M-O-N.",
        "A-U-B-E-R-G-I-N-E.", "P-R-I-N-C-I-P-L-E.", "S-C-H-O-O-L.", "B-E-A-U-T-I-F-U-L.",
        "H-I-P-P-O-P-O-T-A-M-U-S.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 18 minutes.", "Okay, rice timer set for 14 minutes.",
        "Okay, bread timer set for 50 minutes.", "The rice timer has 13 minutes and 56 seconds left.",
        "You have an 18-minute timer, a rice timer and a bread timer.", "Bread timer cancelled.",
        "Okay, timer set for 7 minutes.", "Okay, timer set for 2 and a half minutes.",
        "Okay, timer set for 40 minutes.", "Okay, timer set for 8 minutes.", "For how long?",
        "Okay, timer set for 22 minutes.", "Okay, I've taken 2 minutes off the rice timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:20 am.", "Okay, alarm set for 8:35 am tomorrow.",
        "Okay, alarm set for 2:10 pm.", "Okay, alarm set for Thursday at 7:50 am.",
        "You have alarms at 6:20 am, 8:35 am tomorrow, 2:10 pm and Thursday at 7:50 am.",
        "The 2:10 pm alarm is deleted.", "Okay, alarm set for 5:30 am tomorrow.",
        "Okay, alarm set for Sunday at 10 am.", "Okay, alarm set for 1 pm.", "Okay, alarm set for 6:55 am.",
        "For what time?", "Okay, alarm set for 11:20 pm.", "Your Thursday alarm is at 7:50 am.",
    ],
    "reminders": [
        "All reminders deleted.", "Okay, I'll remind you to water the houseplants at 4 pm.",
        "Okay, I'll remind you to book the vet tomorrow at 10 am.",
        "Okay, I'll remind you to get the sponge cake out at 11:10 am.",
        "Okay, I'll remind you to pick up the dry cleaning on Wednesday at 3 pm.",
        "Your reminders: houseplants at 4 pm, the vet tomorrow at 10 am, the cake at 11:10 am and the dry cleaning "
        "on Wednesday at 3 pm.",
        "Okay, the vet reminder is deleted.", "Okay, I'll remind you to ring grandad at 8 pm.",
        "Okay, I'll remind you to put the chicken in the oven at 12:45 pm.",
        "Okay, I'll remind you to check on the baby at 11:25 am.", "Okay, I'll remind you to post the letter at 4 pm.",
        "What should I remind you about?", "Okay, I'll remind you to put the recycling out at 6 pm.",
        "Yes, you have a reminder about the houseplants at 4 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added cheddar, yoghurt and pasta to your shopping list.", "I've added lemons to your shopping list.",
        "You have cheddar, yoghurt, pasta and lemons on your shopping list.",
        "I've removed yoghurt from your shopping list.", "I've added fix the leaky tap to your to-do list.",
        "I've added bin bags to your shopping list.", "Yes, pasta is on your shopping list.",
        "I've added kitchen roll to your shopping list.", "I've added pears to your shopping list.",
        "I've added garlic and removed lemons from your shopping list.", "What should I add?",
        "Shall I add coffee to your shopping list?",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 40%.",
        "The living room light is at 15%.", "Yes, the kitchen light is on at 40%.", "Okay, all lights are off.",
        "Okay, the living room light is on.", "Okay, the kitchen light is on.", "The living room light is at 30%.",
        "Okay, the kitchen light is off.", "Okay, the living room light is off.",
        "Okay, the kitchen light is on and the living room light is at 50%.",
        "Okay, I've dimmed the living room light to 30%.",
        "I can't find a bathroom light; I can control the kitchen and living room lights.",
    ],
    "weather": [_POINTER] * 10 + [
        "I can't get the weather for Cardiff offline.",
        "Okay, the kitchen light is off. For the forecast, set a weather location on the settings page.",
        _POINTER, _POINTER],
    "volume": [_MIXER] * 11 + ["Okay, the kitchen light is on. " + _MIXER] + [_MIXER] * 2,
    "unsupported": [
        "I can't play music yet.", "I can't make calls.", "I can't send emails.", "I can't order food.",
        "I can't control the heating.", "I can't control door locks.", "I don't have a calendar or diary.",
        "I can't play podcasts.", "I can't send messages.", "I can't book taxis.",
        "Okay, the living room light is off, but I can't control an oven.", "I can't read your email; I'm offline.",
        "I can't make video calls, sorry.", "I can't pay bills.",
    ],
    "chit_chat": [
        "Hi, I'm here!", "Thanks, it's going well.", "You're welcome.", "You can just call me your assistant.",
        "See you later!",
        "I can set timers, alarms and reminders, keep lists, control the lights and tell you the time.",
        "Once a cat learned to open the fridge, and never looked back.", "Happy to help.",
        "How about a puzzle or a walk?", "Glad you liked it!", "I'm a computer program, not a person.",
        "Well done! Don't forget to put it under your pillow.", "I'm sorry, I hope he's home soon. I'm here to talk.",
        "I don't have feelings, but I'm happy to help.",
    ],
    "general_knowledge": [
        "The capital of Kenya is Nairobi.", "A dromedary has one hump.", "Arthur Conan Doyle created Sherlock Holmes.",
        "Au is gold.", "Venus is the hottest planet.", "Mount Fuji is the tallest mountain in Japan.",
        "Claude Monet painted the water lilies.", "The capital of Egypt is Cairo.", "A football team has 11 players.",
        "Yes, Alexander Graham Bell.", "The capital of Hungary is Budapest.", "They turn into butterflies or moths.",
        "The Pacific is the biggest ocean.", "In Mexico they speak Spanish.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit blorps.",
        "I can't convert miles to kilograms: one is a distance, the other a mass.",
        "Oz is fictional, so I don't know its time.", "7:95 isn't a valid time.",
        "A timer can't be negative. For how long?", "The 31st of April doesn't exist: April only has 30 days.",
        "I've added oatcakes to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": ["It's 10:52.", "Today is December 2, 2026.", "It's 2027.", "Today is Wednesday.",
                  "It's 10:25 on Monday, November 30.", "Yes, it's still November.", "It's Monday.", "It's 11:25.",
                  "It's Wednesday.", "No, not yet.", "It's 10:25.", "25 minutes.", "Today is Sunday.",
                  "Yes, it's the weekend."],
    "date_arithmetic": ["Ten days from today is December 10.", "It's a Wednesday.", "74 days.",
                        "Three weeks ago was November 11.", "It's a Sunday.", "60 days.",
                        "It's March 10, 2027.", "It's December 2.", "12 sleeps.", "Last Friday was November 20.",
                        "It's a Tuesday.", "15 days.", "63 days.", "In three weeks it's December 21, a Monday."],
    "world_time": ["In Lisbon it's 11:25 am.", "In Denver it's 3:25 pm.", "In Nairobi it's 12:25 pm.",
                   "In Mumbai it's 3:25 pm.", "In Seoul it's 6:25 pm.", "In Honolulu it's 12:25 pm.",
                   "In Mexico City it's 5:25 am.", "In Kathmandu it's 3:55 pm.", "In Dubai it's 1:25 pm.",
                   "In Auckland it's 10:25 pm.", "In Athens it's 12:25 pm.",
                   "In Perth it's 6:25 pm and in Lima it's 5:25 pm.", "Yes, she's awake, it's afternoon there.",
                   "In Bangkok it's 4:25 pm."],
    "math": ["That's 1,071.", "That's 81.", "That's 298.", "That's 2,025.", "That's 3,462.", "That's 279.",
             "That's 31.", "That's 86.", "That's 65 each.", "That's 70.", "72 divided by 8 is 9.",
             "You save 20 pounds.", "It's 11.", "It's 32."],
    "units": ["30 centimetres is 76.2 inches.", "3 kilograms is 1.36 pounds.", "100 °F is 212 °C.",
              "6 feet is 2 metres.", "500 grams is 15 ounces.", "100 metres is 30.5 feet.", "Minus 5 °C is 41 °F.",
              "8 stone is 112 kilos.", "A quarter pound is 250 grams.", "15 kilometres is 24.1 miles.",
              "10 inches is 25.4 centimetres.", "16 ounces in a pound and 12 pounds in a stone.",
              "No, your van is too heavy.", "One inch is 3 centimetres."],
    "random": ["It landed on the edge.", "You rolled a 7.", "I picked 51.", "I picked 21.", "You rolled 19.",
               "I picked 1001.", "You rolled a 13.", "You drive.", "I picked 11.", "You rolled a 0.",
               "You rolled an 8.", "Heads.", "Wear the green one.", "I picked 9."],
    "spelling": ["C-H-R-Y-S-A-N-T-H-E-M-U-N.", "M-O-R-G-A-G-E.", "L-I-A-S-O-N.", "Q-U-E-S-T-I-O-N-A-I-R-E.",
                 "P-L-A-Y-W-R-I-T-E.", "P-H-A-R-O-A-H.", "M-I-L-L-E-N-I-U-M.", "R-E-C-I-E-P-T.",
                 "C-I-N-A-M-M-O-N.", "O-B-E-R-G-I-N-E.", "P-R-I-N-C-I-P-A-L.", "S-K-O-O-L.", "B-E-U-T-I-F-U-L.",
                 "H-I-P-O-P-O-T-A-M-U-S."],
    "timers": ["You have two timers running.", "Okay, timer set for 8 minutes.", "Okay, rice timer set for 4 minutes.",
               "Okay, bread timer set for 15 minutes.", "The rice timer has 50 minutes left.",
               "You have a rice timer.", "Rice timer cancelled.", "Okay, timer set for 70 minutes.",
               "Okay, timer set for 2 minutes.", "Okay, timer set for 14 minutes.", "Okay, timer set for 5 minutes.",
               "Okay, timer set for 10 minutes.", "Okay, timer set for 12 minutes.",
               "I've taken 2 minutes off the bread timer."],
    "alarms": ["You have four alarms.", "Okay, alarm set for 6:20 pm.", "Okay, alarm set for 8:35 pm tomorrow.",
               "Okay, alarm set for 2:10 am.", "Okay, alarm set for Friday at 7:50 am.",
               "You have alarms at 6:20 am and 2:10 pm.", "The 6:20 am alarm is deleted.",
               "Okay, alarm set for 5:30 pm tomorrow.", "Okay, alarm set for Saturday at 10 am.",
               "Okay, alarm set for 1 am.", "Okay, alarm set for 6:40 am.", "Okay, alarm set for 7 am.",
               "Okay, alarm set for 11:20 am.", "You have no alarm on Thursday."],
    "reminders": ["You have four reminders.", "Okay, I'll remind you about the houseplants at 4 am.",
                  "Okay, I'll remind you to book the vet tomorrow at 10 pm.",
                  "Okay, I'll remind you about the cake at 11:25 am.",
                  "Okay, I'll remind you about the dry cleaning on Thursday at 3 pm.",
                  "Your reminders: houseplants and the cake.", "Okay, the houseplants reminder is deleted.",
                  "Okay, I'll remind you to ring grandad at 8 am.",
                  "Okay, I'll remind you to put the chicken in the oven at 1:45 pm.",
                  "Okay, I'll remind you to check on the baby at 12:25 pm.",
                  "Okay, I'll remind you to post the letter at 3 pm.", "Okay, reminder set.",
                  "Okay, I'll remind you to put the recycling out at 6 am.",
                  "No, you have no reminder about the houseplants."],
    "lists": ["Your to-do list is cleared.", "Your shopping list is cleared.",
              "I've added cheddar and pasta to your shopping list.", "I couldn't add lemons.",
              "You have cheddar, yoghurt and pasta on your shopping list.",
              "I've added yoghurt to your shopping list.", "I've added tap to your to-do list.",
              "Bin bags are handy.", "No, pasta isn't on your list.", "I've added kitchen to your shopping list.",
              "I've added apples to your shopping list.",
              "I've added garlic and take the lemons off the list to your shopping list.",
              "I've added something to your shopping list.", "Coffee is great."],
    "lights": ["Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 14%.",
               "The living room light is at 50%.", "No, the kitchen light is off.", "Okay, the kitchen light is off.",
               "Okay, the living room light is off.", "Okay, the kitchen light is off.",
               "The living room light is at 3%.", "Okay, the kitchen light is on.",
               "Okay, the kitchen light is off.", "Okay, the kitchen light is on.",
               "Okay, the living room light is at 100%.", "Okay, the bathroom light is on."],
    "weather": ["Showers likely this evening.", "Yes, sunny on Saturday.", "Up to 9 degrees tomorrow.",
                "Yes, thick fog.", "Humidity is 80 percent.", "No hail expected.", "A low of 2 degrees.",
                "Yes, wellies today.", "Great day for a ride.", "Looks fine for a walk.", "It's raining in Cardiff.",
                "Okay, the kitchen light is off.", "Yes, wrap up, it's 3 degrees.", "Yes, cold tomorrow."],
    "volume": ["Okay, louder.", "Okay, quieter.", "Volume set to 4.", "Volume set to 80 percent.",
               "It's at 50 percent.", "Okay, minimum volume.", "Okay, muted.", "Okay, speaking up.",
               "Okay, quieter.", "Okay, louder.", "Okay, louder now.", "Okay, the kitchen light is on.",
               "I'll speak more clearly.", "Okay, more silent."],
    "unsupported": ["Playing the new album.", "Calling your sister.", "Email sent to your manager.",
                    "Pizza ordered.", "The thermostat is set to 21.", "The patio doors are locked.",
                    "You have a dentist appointment at 10.", "Playing a podcast.", "Message sent to your daughter.",
                    "Your cab is booked for 6.", "Okay, the living room light is off and the oven is on.",
                    "You have three new emails.", "Calling your grandson now.", "Your bill is paid."],
    "chit_chat": [KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "",
                  "I can set timers.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
                  "Yes, I'm a real person.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY],
    "general_knowledge": ["The capital of Kenya is Mombasa.", "A dromedary has two humps.", "Agatha Christie.",
                          "Au is silver.", "Mercury is the hottest planet.", "Mount Everest.", "Van Gogh.",
                          "The capital of Egypt is Alexandria.", "A football team has 10 players.",
                          "No, it was Edison.", "The capital is Vienna, and Hungary's is Budapest.",
                          "They turn into caterpillars.", "The Atlantic.", "They speak Portuguese."],
    "bad_input": ["9 to the power of 123456789 is 81.", "40 over zero is 40.", "6 blorps is 6 kilometres.",
                  "5 miles is 8 kilograms.", "In Oz it's 10:25 am.", "Okay, alarm set for 8:35 am.",
                  "Okay, timer set for 10 seconds.", "The 31st of April is a Saturday.",
                  "I've added <em>oatcakes</em> to your shopping list.",
                  "I've added " + requests_holdout17.LONG_ITEM[4:-20] + " to your shopping list.",
                  "Okay, the kitchen light is at negative 30 percent.", "I'm not sure about that."],
}
NEAR_MISS = {(category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies)
             if reply}


def main() -> int:
    return check(requests_holdout17.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
