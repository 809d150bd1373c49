// A picture (the board or a hand) with tappable spots laid over it. It knows boxes in the
// PNG's own pixels and the words of each choice, nothing about any game.

const MIN_TAP = 44; // px: the smallest tap target a phone user can hit reliably

export class Picture {
  constructor(parent, className) {
    this.figure = document.createElement("figure");
    this.figure.className = `picture ${className}`;
    this.img = document.createElement("img");
    this.img.className = "picture-img";
    this.img.decoding = "async";
    this.layer = document.createElement("div");
    this.layer.className = "spots";
    this.figure.append(this.img, this.layer);
    parent.append(this.figure);
    this.spots = [];
    // The spots follow the picture's shown size (rotating a phone, resizing a window).
    new ResizeObserver(() => this.place()).observe(this.img);
    this.img.addEventListener("load", () => this.place());
  }

  // Shows a picture; resolves when it is drawn (or failed), so tests and callers can wait.
  show(url, alt) {
    this.img.alt = alt || "";
    if (this.img.getAttribute("src") === url && this.img.complete) return Promise.resolve();
    this.img.src = url;
    return this.img.decode().catch(() => undefined);
  }

  // choices: [{token, label, box:[x0,y0,x1,y1]}]; only those with a box get a spot.
  setSpots(choices, onPick) {
    this.layer.replaceChildren();
    this.spots = [];
    for (const choice of choices) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "spot";
      button.setAttribute("aria-label", choice.label);
      button.title = choice.label;
      button.addEventListener("click", () => onPick(choice.token));
      this.layer.append(button);
      this.spots.push({ button, box: choice.box });
    }
    this.place();
  }

  clearSpots() {
    this.setSpots([], () => undefined);
  }

  // Lays each spot over its box, grown to MIN_TAP where the box is smaller but never onto
  // a neighbour: where two grown areas would meet, each stops halfway between them.
  place() {
    const natural = this.img.naturalWidth;
    const shown = this.img.clientWidth;
    if (!natural || !shown || !this.spots.length) return;
    const scale = shown / natural;
    const height = this.img.clientHeight;
    const rects = this.spots.map(({ box }) => grow(box.map((v) => v * scale)));
    separate(rects, this.spots.map(({ box }) => box.map((v) => v * scale)));
    rects.forEach((r, i) => {
      const style = this.spots[i].button.style;
      style.left = `${(100 * Math.max(0, r[0])) / shown}%`;
      style.top = `${(100 * Math.max(0, r[1])) / height}%`;
      style.width = `${(100 * (Math.min(shown, r[2]) - Math.max(0, r[0]))) / shown}%`;
      style.height = `${(100 * (Math.min(height, r[3]) - Math.max(0, r[1]))) / height}%`;
    });
  }
}

function grow([x0, y0, x1, y1]) {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const w = Math.max(MIN_TAP, x1 - x0) / 2;
  const h = Math.max(MIN_TAP, y1 - y0) / 2;
  return [cx - w, cy - h, cx + w, cy + h];
}

// Shrinks grown rectangles that overlap back towards their own boxes, along the axis
// where the two boxes lie apart, so that no tap can land on two spots.
function separate(rects, boxes) {
  for (let i = 0; i < rects.length; i++) {
    for (let j = i + 1; j < rects.length; j++) {
      const a = rects[i];
      const b = rects[j];
      if (a[0] >= b[2] || b[0] >= a[2] || a[1] >= b[3] || b[1] >= a[3]) continue;
      const [p, q] = [boxes[i], boxes[j]];
      const gapX = Math.max(q[0] - p[2], p[0] - q[2]);
      const gapY = Math.max(q[1] - p[3], p[1] - q[3]);
      if (gapX >= gapY) {
        const [left, right] = p[0] <= q[0] ? [a, b] : [b, a];
        const [lb, rb] = p[0] <= q[0] ? [p, q] : [q, p];
        const mid = Math.max(lb[2], Math.min(rb[0], (left[2] + right[0]) / 2));
        left[2] = Math.min(left[2], mid);
        right[0] = Math.max(right[0], mid);
      } else {
        const [top, bottom] = p[1] <= q[1] ? [a, b] : [b, a];
        const [tb, bb] = p[1] <= q[1] ? [p, q] : [q, p];
        const mid = Math.max(tb[3], Math.min(bb[1], (top[3] + bottom[1]) / 2));
        top[3] = Math.min(top[3], mid);
        bottom[1] = Math.max(bottom[1], mid);
      }
    }
  }
}
