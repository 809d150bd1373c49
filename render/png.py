"""PNG encoding: small, fast and byte-for-byte repeatable."""

import io

from PIL import Image


def encode(image: Image.Image) -> bytes:
    """The picture as PNG bytes.

    Boards use few colours, so a 256-colour palette loses nothing visible. The fast
    octree quantizer plus a palette PNG is about twice as fast as an RGB PNG and a
    quarter of its size (measured: ~5 + 5 ms against ~20 ms for 1000x700). Pillow
    writes no timestamp, so the same picture gives the same bytes.
    """
    small = image.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, "PNG", optimize=False, compress_level=6)
    return out.getvalue()
