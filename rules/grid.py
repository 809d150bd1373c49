"""Squares and directions: the 6x5 boards (a1..f5) and the unbounded x,y grid."""

COLUMNS = "abcdef"
ROWS = 5
DIRECTIONS: dict[str, tuple[int, int]] = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
ORTHOGONAL: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))
AROUND: tuple[tuple[int, int], ...] = (
    (-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1),
)  # the 8 neighbours

# Every square of the 6x5 board in name order ("a1" < "a2" < ... < "f5").
SQUARES: tuple[str, ...] = tuple(f"{c}{r}" for c in COLUMNS for r in range(1, ROWS + 1))


def square_name(col: int, row: int) -> str:
    """(0, 0) -> 'a1'."""
    return f"{COLUMNS[col]}{row + 1}"


def square_xy(name: str) -> tuple[int, int]:
    """'a1' -> (0, 0). Raises ValueError for a name off the board."""
    if len(name) != 2 or name[0] not in COLUMNS or not name[1].isdigit():
        raise ValueError(name)
    row = int(name[1]) - 1
    if not 0 <= row < ROWS:
        raise ValueError(name)
    return COLUMNS.index(name[0]), row


def is_square(name: str) -> bool:
    try:
        square_xy(name)
    except ValueError:
        return False
    return True


def on_board(col: int, row: int) -> bool:
    return 0 <= col < len(COLUMNS) and 0 <= row < ROWS


def step(name: str, direction: str, distance: int = 1) -> str | None:
    """The square `distance` steps from `name` towards `direction`; None if off the board."""
    col, row = square_xy(name)
    dx, dy = DIRECTIONS[direction]
    col, row = col + dx * distance, row + dy * distance
    return square_name(col, row) if on_board(col, row) else None


def neighbours(name: str) -> list[str]:
    """Orthogonally adjacent squares on the 6x5 board."""
    col, row = square_xy(name)
    return [square_name(col + dx, row + dy) for dx, dy in ORTHOGONAL if on_board(col + dx, row + dy)]


def point(x: int, y: int) -> str:
    """Unbounded-grid coordinates as written in notation and used as JSON keys: '1,-2'."""
    return f"{x},{y}"


def parse_point(text: str) -> tuple[int, int]:
    """'1,-2' (spaces allowed around the comma) -> (1, -2). Raises ValueError."""
    parts = text.replace(" ", "").split(",")
    if len(parts) != 2:
        raise ValueError(text)
    return int(parts[0]), int(parts[1])
