"""Measuring colours the way designers check them: a colour-vision-deficiency simulation
of a screenshot (daltonlens, Brettel, Vienot and Mollon 1997, the model its authors
recommend for all three dichromacies), CIEDE2000 colour differences and the WCAG
relative-luminance contrast ratio.

CIEDE2000 is written here from its published definition (Sharma, Wu and Dalal, "The
CIEDE2000 color-difference formula", 2005) and checked against that paper's test pairs
in ``test_colour_vision.py``.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

RGB = tuple[int, int, int]

#: the three dichromacies simulated (daltonlens' names)
DEFICIENCIES = ("protanopia", "deuteranopia", "tritanopia")


def simulate(pixels: np.ndarray, deficiency: str) -> np.ndarray:
    """``pixels`` (H x W x 3, uint8 sRGB) as a person with ``deficiency`` sees them."""
    from daltonlens import simulate as dl

    kind = {"protanopia": dl.Deficiency.PROTAN, "deuteranopia": dl.Deficiency.DEUTAN,
            "tritanopia": dl.Deficiency.TRITAN}[deficiency]
    out = dl.Simulator_Brettel1997().simulate_cvd(np.ascontiguousarray(pixels, np.uint8),
                                                  kind, severity=1.0)
    return np.asarray(out, dtype=np.uint8)


def simulate_colours(colours: Iterable[RGB], deficiency: str) -> list[RGB]:
    row = np.array([list(colours)], dtype=np.uint8)
    return [tuple(int(v) for v in px) for px in simulate(row, deficiency)[0]]  # type: ignore[misc]


def _linear(c: np.ndarray) -> np.ndarray:
    c = c / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def luminance(rgb: RGB) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    r, g, b = _linear(np.array(rgb, dtype=float))
    return float(0.2126 * r + 0.7152 * g + 0.0722 * b)


def contrast(a: RGB, b: RGB) -> float:
    """WCAG 2 contrast ratio, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def lab(rgb: RGB) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    lin = _linear(np.array(rgb, dtype=float))
    m = np.array([[0.4124564, 0.3575761, 0.1804375],
                  [0.2126729, 0.7151522, 0.0721750],
                  [0.0193339, 0.1191920, 0.9503041]])
    xyz = m @ lin / np.array([0.95047, 1.0, 1.08883])
    eps, kappa = 216 / 24389, 24389 / 27
    f = np.where(xyz > eps, np.cbrt(xyz), (kappa * xyz + 16) / 116)
    return float(116 * f[1] - 16), float(500 * (f[0] - f[1])), float(200 * (f[1] - f[2]))


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """The CIEDE2000 difference of two L*a*b* colours (kL = kC = kH = 1)."""
    import math

    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    else:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    else:
        h_mean = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30))
         + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_big_h / s_h) ** 2
                     + r_t * (dc / s_c) * (d_big_h / s_h))


def delta_e(a: RGB, b: RGB) -> float:
    """CIEDE2000 between two sRGB colours."""
    return ciede2000(lab(a), lab(b))


def mode_colour(pixels: np.ndarray) -> RGB:
    """The most common colour of a patch (a fill under thin lines and words)."""
    flat = pixels.reshape(-1, 3)
    keys, counts = np.unique(flat, axis=0, return_counts=True)
    return tuple(int(v) for v in keys[int(np.argmax(counts))])  # type: ignore[return-value]
