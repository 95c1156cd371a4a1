"""Templates and static files of the settings page, shipped in the wheel as ``gpt_home.web``.

No Python lives here; the package exists so ``importlib.resources.files("gpt_home.web")`` finds the files in an
installed wheel (a checkout uses this folder directly).
"""
