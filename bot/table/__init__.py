"""The table: the public post of each turn (Components V2) and its buttons."""
