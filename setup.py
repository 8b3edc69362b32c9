"""Builds the translations into the package: Qt ``.qm`` and gettext ``.mo`` files are made from
the catalogues kept in the tree (``resources/i18n/*.ts``, ``library/locale/*/LC_MESSAGES/*.po``)
and never committed. Everything else about the package is in pyproject.toml."""

import importlib.util
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _translations():
    spec = importlib.util.spec_from_file_location("parallax_translations", HERE / "packaging" / "translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


class BuildPyWithTranslations(build_py):
    """build_py, then the compiled catalogues beside the packages it built."""

    def run(self):
        super().run()
        tools = _translations()
        if getattr(self, "editable_mode", False):
            tools.build(HERE)
        else:
            package = Path(self.build_lib) / "parallax"
            tools.build(HERE, package / "library", package / "resources")


setup(cmdclass={"build_py": BuildPyWithTranslations})
