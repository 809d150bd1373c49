"""PNG encoding: small, fast and byte-for-byte repeatable."""

import heapq
import io

from PIL import Image

COLOURS = 256
LEVEL = 1  # zlib level: 2 and 3 save a tenth of the bytes for a fifth more time


def _palette(image: Image.Image) -> Image.Image:
    """A palette of the picture's own most used colours.

    A board is flat fills plus anti-aliased edges: a few thousand colours at most,
    the 256 commonest cover every fill exactly and the rarer edge pixels take the
    nearest. The colours are counted on every other pixel of every other row (a
    quarter of the work; a fill big enough to matter is always sampled), with
    ties broken by the colour itself, so the palette (and the bytes) depend on
    nothing but the picture.
    """
    sample = image.resize((max(1, image.width // 2), max(1, image.height // 2)), Image.Resampling.NEAREST)
    counted = sample.getcolors(4096) or sample.getcolors(1 << 18) or []
    commonest = heapq.nlargest(COLOURS, counted)
    flat: list[int] = []
    for _, rgb in commonest:
        if not isinstance(rgb, tuple):  # an RGB picture counts (r, g, b) colours
            raise ValueError(f"expected an RGB picture, got colour {rgb!r}")
        flat.extend(rgb)
    flat.extend(flat[:3] * (COLOURS - len(commonest)))  # pad with a colour in use
    palette = Image.new("P", (1, 1))
    palette.putpalette(flat)
    return palette


def encode(image: Image.Image) -> bytes:
    """The picture as a palette PNG.

    Mapping onto the picture's own colours (about 1.5 ms for 960x540) is several
    times faster than a quantizer (octree about 4 ms, median cut 45 ms) and an
    RGB PNG (about 10 ms), and the file is half the RGB one. Pillow writes no
    timestamp, so the same picture gives the same bytes.
    """
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    small = rgb.quantize(palette=_palette(rgb), dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, "PNG", optimize=False, compress_level=LEVEL)
    return out.getvalue()
