"""Commands in each player's language: discord.py asks this translator for every command,
group, option and choice name and description when it builds the payload it syncs, and
Discord shows each user the words of their own client's language.

The English in the code is the source; the catalogue (i18n/locales/*/commands.ftl) holds
each of them under a key made from where it sits, so a command file needs no key of its
own: `cmd-game-new` (a command's or group's name, its `.description` attribute),
`cmd-game-new-opponent` (an option), `choice-<its English words>` (a choice)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

import i18n

_NOT_KEY = re.compile(r"[^a-z0-9]+")


def slug(words: str) -> str:
    return _NOT_KEY.sub("-", words.lower()).strip("-")


def command_key(qualified_name: str) -> str:
    return "cmd-" + slug(qualified_name)


def option_key(qualified_name: str, option: str) -> str:
    return f"{command_key(qualified_name)}-{slug(option)}"


def choice_key(name: str) -> str:
    return "choice-" + slug(name)


def key_of(string: str, context: app_commands.TranslationContextTypes) -> tuple[str, str | None] | None:
    """The catalogue key (and attribute) of one of the tree's strings, or None."""
    data = context.data
    if isinstance(data, app_commands.Command | app_commands.Group) and context.location in (
        Where.command_description,
        Where.group_description,
    ):
        return command_key(data.qualified_name), "description"
    if isinstance(data, app_commands.Parameter) and context.location is Where.parameter_description:
        return option_key(data.command.qualified_name, data.name), "description"
    if context.location is Where.choice_name:
        return choice_key(string), None
    return None


class CatalogueTranslator(app_commands.Translator):
    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = i18n.language_of(locale.value)
        if lang == i18n.ENGLISH:
            return None  # English is what the code says
        key = key_of(string.message, context)
        if key is None:
            return None
        return i18n.lookup(lang, key[0], key[1])


def english_entries(tree: app_commands.CommandTree) -> Iterator[tuple[str, str, str | None]]:
    """(key, text, description) for every string of the tree, as the code writes them: the
    English catalogue of the commands is this, and a test holds it to it."""
    seen: set[str] = set()

    def walk(command: app_commands.Command | app_commands.Group) -> Iterator[tuple[str, str, str | None]]:
        yield command_key(command.qualified_name), command.name, command.description
        if isinstance(command, app_commands.Group):
            for sub in command.commands:
                yield from walk(sub)
            return
        for param in command.parameters:
            yield option_key(command.qualified_name, param.name), param.name, param.description
            for choice in param.choices:
                key = choice_key(choice.name)
                if key not in seen:
                    seen.add(key)
                    yield key, choice.name, None

    for command in sorted(tree.get_commands(), key=lambda c: c.name):
        if isinstance(command, app_commands.Command | app_commands.Group):
            yield from walk(command)


def ftl_of(entries: list[tuple[str, str, str | None]]) -> str:
    """Entries as Fluent source (the English commands.ftl)."""
    lines = ["# Commands, options and choices as Discord shows them (bot/ui/translator.py).",
             "# English: made from the code by `python -m bot.ui.commands_ftl`; do not edit.", ""]
    for key, value, description in entries:
        lines.append(f"{key} = {value}")
        if description:
            lines.append(f"    .description = {description}")
    return "\n".join(lines) + "\n"
