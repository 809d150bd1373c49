/* Cardinal Connections search, compiled: the position, its moves and playouts, and a
 * UCT search with max^n back-up, mirroring ai/cardinal_position.py (the checked Python
 * twin) at some hundred times its speed. Built by setup.py as ai._cardinal_search;
 * ai/cardinal_fast.py is its Python face, tests/test_ai_cardinal_fast.py checks it move
 * for move against the rules engine.
 *
 * The search keeps its scratch lists and random generator in statics, so it holds the
 * GIL throughout: two threads never run it at once (the bot runs computers in worker
 * processes anyway).
 *
 * A position keeps one piece per occupied square (pips * 8 + orient, orient 0 upright,
 * 1..4 = N, E, S, W) in a short list: a game never has more than 15 pieces, so a linear
 * scan beats any map. The centre stack (all upright large pieces) is one square at 0,0
 * plus its height.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "_search_common.h"

#define MAXSQ 24          /* occupied squares (15 pieces at most) */
#define MAXFRONT 100      /* empty squares next to a piece: 4 per piece at most */
#define MAXMOVES 12000    /* squares x sizes x orients x takes */
#define ROLLOUT_CAP 60    /* plies; a playout this long is scored as it stands */
#define MAX_NODES 1000000 /* the tree stops growing here (about 70 MB); playouts go on */

typedef struct {
    int n;
    int x[MAXSQ], y[MAXSQ];
    unsigned char pc[MAXSQ];
    int centre; /* height of the stack at 0,0 */
    int pool[3];
    int turn, players, active; /* active: bit per seat still playing */
    int over;
    int dirs[4]; /* orient each seat faces */
} Pos;

typedef struct {
    signed char pips, orient, has_take;
    short x, y, tx, ty;
} Move;

static const int DX8[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
static const int DY8[8] = {-1, 0, 1, -1, 1, -1, 0, 1};
static const int DX4[4] = {0, 1, 0, -1};
static const int DY4[4] = {1, 0, -1, 0};

/* ---- the position ---------------------------------------------------------------------- */

static inline int find(const Pos *p, int x, int y) {
    for (int i = 0; i < p->n; i++)
        if (p->x[i] == x && p->y[i] == y) return i;
    return -1;
}

/* A direct-mapped 64 x 64 grid over the pieces (x, y mod 64), rebuilt for each listing
 * with a generation stamp instead of clearing. Two squares 64 apart would share a cell:
 * then `grid_build` says so and the plain scans below are used instead. */
#define GRID 64
static uint32_t grid_stamp[GRID * GRID], grid_gen;
static short grid_x[GRID * GRID], grid_y[GRID * GRID];
static signed char grid_piece[GRID * GRID]; /* index of the piece, -1: a frontier square */

static inline int cell(int x, int y) { return (x & (GRID - 1)) * GRID + (y & (GRID - 1)); }

/* Marks the pieces; 0 when two of them share a cell. */
static int grid_build(const Pos *p) {
    if (++grid_gen == 0) {
        memset(grid_stamp, 0, sizeof grid_stamp);
        grid_gen = 1;
    }
    for (int i = 0; i < p->n; i++) {
        int c = cell(p->x[i], p->y[i]);
        if (grid_stamp[c] == grid_gen) return 0;
        grid_stamp[c] = grid_gen;
        grid_x[c] = (short)p->x[i];
        grid_y[c] = (short)p->y[i];
        grid_piece[c] = (signed char)i;
    }
    return 1;
}

/* The piece at x,y: its index, -1 for none, -2 when the grid cannot tell (a clash). */
static inline int grid_at(int x, int y) {
    int c = cell(x, y);
    if (grid_stamp[c] != grid_gen) return -1;
    if (grid_x[c] != x || grid_y[c] != y) return -2;
    return grid_piece[c];
}

static int frontier_scan(const Pos *p, int *fx, int *fy) {
    int count = 0;
    for (int i = 0; i < p->n; i++) {
        for (int d = 0; d < 4; d++) {
            int x = p->x[i] + DX4[d], y = p->y[i] + DY4[d];
            if (find(p, x, y) >= 0) continue;
            int seen = 0;
            for (int j = 0; j < count; j++)
                if (fx[j] == x && fy[j] == y) { seen = 1; break; }
            if (!seen) { fx[count] = x; fy[count] = y; count++; }
        }
    }
    return count;
}

/* Empty squares orthogonally next to a piece, each once; leaves the grid built for
 * `takes_around` when it returns through the fast path (*gridded = 1). */
static int frontier_grid(const Pos *p, int *fx, int *fy, int *gridded) {
    *gridded = 0;
    if (!grid_build(p)) return frontier_scan(p, fx, fy);
    int count = 0;
    for (int i = 0; i < p->n; i++) {
        for (int d = 0; d < 4; d++) {
            int x = p->x[i] + DX4[d], y = p->y[i] + DY4[d];
            int c = cell(x, y);
            if (grid_stamp[c] == grid_gen) {
                if (grid_x[c] == x && grid_y[c] == y) continue; /* a piece, or listed already */
                return frontier_scan(p, fx, fy);                /* a clash: no shortcuts */
            }
            grid_stamp[c] = grid_gen;
            grid_x[c] = (short)x;
            grid_y[c] = (short)y;
            grid_piece[c] = -1;
            fx[count] = x;
            fy[count] = y;
            count++;
        }
    }
    *gridded = 1;
    return count;
}

/* Indices of the upright pieces on the 8 squares around x,y. */
static int takes_scan(const Pos *p, int x, int y, int *out) {
    int count = 0;
    for (int i = 0; i < p->n; i++) {
        int dx = p->x[i] - x, dy = p->y[i] - y;
        if (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 && (dx || dy) && (p->pc[i] & 7) == 0)
            out[count++] = i;
    }
    return count;
}

/* The same through the grid (built by frontier_grid for this position). */
static int takes_grid(const Pos *p, int x, int y, int *out) {
    int count = 0;
    for (int d = 0; d < 8; d++) {
        int i = grid_at(x + DX8[d], y + DY8[d]);
        if (i == -2) return takes_scan(p, x, y, out);
        if (i >= 0 && (p->pc[i] & 7) == 0) out[count++] = i;
    }
    return count;
}

static inline int takes_around(const Pos *p, int x, int y, int *out, int gridded) {
    return gridded ? takes_grid(p, x, y, out) : takes_scan(p, x, y, out);
}

static int gen_moves(const Pos *p, Move *out) {
    if (p->over) return 0;
    int fx[MAXFRONT], fy[MAXFRONT], takes[8], gridded;
    int nf = frontier_grid(p, fx, fy, &gridded);
    int count = 0;
    for (int f = 0; f < nf; f++) {
        int nt = takes_around(p, fx[f], fy[f], takes, gridded);
        for (int pips = 1; pips <= 3; pips++) {
            if (!p->pool[pips - 1]) continue;
            for (int orient = 0; orient < 5; orient++) {
                for (int t = 0; t < (nt ? nt : 1); t++) {
                    Move *m = &out[count++];
                    m->pips = (signed char)pips;
                    m->orient = (signed char)orient;
                    m->x = (short)fx[f];
                    m->y = (short)fy[f];
                    m->has_take = (signed char)(nt > 0);
                    m->tx = nt ? (short)p->x[takes[t]] : 0;
                    m->ty = nt ? (short)p->y[takes[t]] : 0;
                }
            }
        }
    }
    return count;
}

static void remove_at(Pos *p, int i) {
    p->n--;
    p->x[i] = p->x[p->n];
    p->y[i] = p->y[p->n];
    p->pc[i] = p->pc[p->n];
}

static void play(Pos *p, const Move *m) {
    int pips = m->pips, orient = m->orient;
    p->pool[pips - 1]--;
    if (m->has_take) {
        int t = find(p, m->tx, m->ty);
        p->pool[(p->pc[t] >> 3) - 1]++;
        if (m->tx == 0 && m->ty == 0 && p->centre > 0) {
            if (--p->centre == 0) remove_at(p, t);
        } else {
            remove_at(p, t);
        }
    }
    int me = p->n++;
    p->x[me] = m->x;
    p->y[me] = m->y;
    p->pc[me] = (unsigned char)(pips * 8 + orient);
    for (int i = 0; i < p->n; i++) {
        if (i == me) continue;
        int dx = p->x[i] - m->x, dy = p->y[i] - m->y;
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;
        int other = p->pc[i];
        if ((other & 7) == 0) continue; /* upright (the centre stack too) */
        if (orient == 0) {
            if ((other >> 3) >= pips) p->pc[i] = (unsigned char)(other & ~7);
        } else if ((other >> 3) <= pips) {
            p->pc[i] = (unsigned char)((other & ~7) | orient);
        }
    }
    for (int step = 1; step <= p->players; step++) {
        int candidate = (p->turn + step) % p->players;
        if (p->active & (1 << candidate)) { p->turn = candidate; break; }
    }
    if (!(p->pool[0] || p->pool[1] || p->pool[2])) p->over = 1;
}

static void scores(const Pos *p, int *out) {
    for (int s = 0; s < p->players; s++) out[s] = 0;
    for (int i = 0; i < p->n; i++) {
        int orient = p->pc[i] & 7;
        if (!orient) continue;
        for (int s = 0; s < p->players; s++)
            if (p->dirs[s] == orient) out[s]++;
    }
}

/* Win shares: the top scorers among the active seats split one win. */
static void shares(const Pos *p, double *out) {
    int sc[4], best = -1, winners = 0;
    scores(p, sc);
    for (int s = 0; s < p->players; s++)
        if ((p->active >> s & 1) && sc[s] > best) best = sc[s];
    for (int s = 0; s < p->players; s++)
        if ((p->active >> s & 1) && sc[s] == best) winners++;
    for (int s = 0; s < p->players; s++)
        out[s] = ((p->active >> s & 1) && sc[s] == best) ? 1.0 / winners : 0.0;
}

static void owners(const Pos *p, int *owner) {
    for (int o = 0; o < 5; o++) owner[o] = -1;
    for (int s = 0; s < p->players; s++) owner[p->dirs[s]] = s;
}

/* ---- playouts -------------------------------------------------------------------------- */

static void random_move(const Pos *p, Move *m) {
    int fx[MAXFRONT], fy[MAXFRONT], takes[8], sizes[3], ns = 0, gridded;
    int nf = frontier_grid(p, fx, fy, &gridded);
    int f = below(nf);
    for (int pips = 1; pips <= 3; pips++)
        if (p->pool[pips - 1]) sizes[ns++] = pips;
    int nt = takes_around(p, fx[f], fy[f], takes, gridded);
    m->x = (short)fx[f];
    m->y = (short)fy[f];
    m->pips = (signed char)sizes[below(ns)];
    m->orient = (signed char)below(5);
    m->has_take = (signed char)(nt > 0);
    if (nt) {
        int t = takes[below(nt)];
        m->tx = (short)p->x[t];
        m->ty = (short)p->y[t];
    }
}

/* With one piece left: the ending (no take) laying it pointing at the mover with the
 * best lead for the mover after it; returns 0 when no square ends the game. */
static int best_own_ending(const Pos *p, Move *m, int *lead_out) {
    int pips = p->pool[0] ? 1 : p->pool[1] ? 2 : 3;
    int seat = p->turn, facing = p->dirs[seat];
    int owner[5], base[4], fx[MAXFRONT], fy[MAXFRONT], takes[8], gridded;
    owners(p, owner);
    scores(p, base);
    int nf = frontier_grid(p, fx, fy, &gridded), found = 0, best = 0;
    for (int f = 0; f < nf; f++) {
        if (takes_around(p, fx[f], fy[f], takes, gridded)) continue; /* a take is no ending */
        int gain[4] = {0, 0, 0, 0};
        gain[seat]++;
        for (int i = 0; i < p->n; i++) {
            int dx = p->x[i] - fx[f], dy = p->y[i] - fy[f];
            if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;
            int other = p->pc[i];
            if ((other & 7) == 0 || (other >> 3) > pips || (other & 7) == facing) continue;
            gain[seat]++;
            if (owner[other & 7] >= 0) gain[owner[other & 7]]--;
        }
        int rival = -1000;
        for (int s = 0; s < p->players; s++)
            if (s != seat && (p->active >> s & 1) && base[s] + gain[s] > rival) rival = base[s] + gain[s];
        if (rival == -1000) rival = 0;
        int lead = base[seat] + gain[seat] - rival;
        if (!found || lead > best) {
            found = 1;
            best = lead;
            m->pips = (signed char)pips;
            m->orient = (signed char)facing;
            m->x = (short)fx[f];
            m->y = (short)fy[f];
            m->has_take = 0;
        }
    }
    *lead_out = best;
    return found;
}

/* A random move that takes a piece back; 0 when none does. */
static int random_take(const Pos *p, Move *m) {
    int fx[MAXFRONT], fy[MAXFRONT], takes[8], cand[MAXFRONT], nc = 0, sizes[3], ns = 0, gridded;
    int nf = frontier_grid(p, fx, fy, &gridded);
    for (int f = 0; f < nf; f++)
        if (takes_around(p, fx[f], fy[f], takes, gridded)) cand[nc++] = f;
    if (!nc) return 0;
    int f = cand[below(nc)];
    int nt = takes_around(p, fx[f], fy[f], takes, gridded);
    for (int pips = 1; pips <= 3; pips++)
        if (p->pool[pips - 1]) sizes[ns++] = pips;
    int t = takes[below(nt)];
    m->x = (short)fx[f];
    m->y = (short)fy[f];
    m->pips = (signed char)sizes[below(ns)];
    m->orient = (signed char)below(5);
    m->has_take = 1;
    m->tx = (short)p->x[t];
    m->ty = (short)p->y[t];
    return 1;
}

/* hard's playout (ai.cardinal_position.rollout): random, except that with the last piece
 * the mover ends the game where that makes it the sole winner, else takes if it can. */
static void rollout(Pos p, double *out) {
    Move m;
    for (int ply = 0; ply < ROLLOUT_CAP && !p.over; ply++) {
        if (p.pool[0] + p.pool[1] + p.pool[2] == 1) {
            int lead = 0;
            int ending = best_own_ending(&p, &m, &lead);
            if (ending && lead > 0) { play(&p, &m); continue; }
            Move take;
            if (random_take(&p, &take)) { play(&p, &take); continue; }
            if (!ending) random_move(&p, &m);
            play(&p, &m);
            continue;
        }
        random_move(&p, &m);
        play(&p, &m);
    }
    shares(&p, out);
}

/* Uniformly random play to the end (the flat Monte Carlo yardstick's playout). */
static void random_rollout(Pos p, double *out) {
    Move m;
    for (int ply = 0; ply < ROLLOUT_CAP && !p.over; ply++) {
        random_move(&p, &m);
        play(&p, &m);
    }
    shares(&p, out);
}

/* ---- quick values (ai.cardinal_position.quick_values) ------------------------------------ */

static void quick_values(const Pos *p, const Move *ms, int count, double *out) {
    int seat = p->turn, owner[5], base[4];
    owners(p, owner);
    scores(p, base);
    int last_piece = p->pool[0] + p->pool[1] + p->pool[2] == 1;
    for (int k = 0; k < count; k++) {
        const Move *m = &ms[k];
        int ends = last_piece && !m->has_take;
        int points[4] = {0, 0, 0, 0};
        for (int s = 0; s < p->players; s++) points[s] = base[s];
        int mine = m->orient ? owner[(int)m->orient] : -1;
        if (mine >= 0) points[mine]++;
        for (int i = 0; i < p->n; i++) {
            int dx = p->x[i] - m->x, dy = p->y[i] - m->y;
            if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;
            int other = p->pc[i];
            if ((other & 7) == 0) continue;
            int was = owner[other & 7];
            if (m->orient == 0) {
                if ((other >> 3) >= m->pips && was >= 0) points[was]--;
            } else if ((other >> 3) <= m->pips && (other & 7) != m->orient) {
                if (was >= 0) points[was]--;
                if (mine >= 0) points[mine]++;
            }
        }
        int best_other = -1000;
        for (int s = 0; s < p->players; s++)
            if (s != seat && (p->active >> s & 1) && points[s] > best_other) best_other = points[s];
        if (best_other == -1000) best_other = 0;
        if (ends) {
            int top = points[seat] > best_other ? points[seat] : best_other, winners = 0;
            for (int s = 0; s < p->players; s++)
                if ((p->active >> s & 1) && points[s] == top) winners++;
            double mineshare = points[seat] == top ? 1.0 / winners : 0.0;
            out[k] = 100.0 * (2.0 * mineshare - 1.0);
        } else {
            out[k] = (double)(points[seat] - best_other);
        }
    }
}

/* ---- the search -------------------------------------------------------------------------- */

typedef struct {
    Move move;
    int parent, first_child, next_sibling;
    int nchildren, nmoves; /* nmoves < 0: not listed yet */
    int visits;
    uint16_t *order; /* ordered nodes: move indices, best-looking first */
    float tot[4];
    float plain_tot; /* with `model`: the mover's share over plain playouts */
    signed char mover, terminal;
} Node;

typedef struct {
    Node *nodes;
    int count, cap;
    int players;
    double widen, exploration, opponent_exploration; /* UCT's constant at own / others' nodes */
    int root_seat;
    int order_depth;
    int max_depth; /* nodes this deep are not expanded: their simulations are playouts */
    int plain;     /* uniformly random playouts instead of hard's */
    int paranoid;  /* -1: max^n; else this seat: every other seat minimises its share */
    int model;     /* the others choose by plain playouts, as flat Monte Carlo players do */
} Tree;

static Move move_buf[MAXMOVES];
static double value_buf[MAXMOVES];
static int index_buf[MAXMOVES];
static uint32_t tie_buf[MAXMOVES];

static uint32_t mix(uint32_t a, uint32_t b) {
    uint64_t h = ((uint64_t)a << 32 | b) * 0x9E3779B97F4A7C15ULL;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    return (uint32_t)(h >> 32);
}

static const double *sort_values;
static const uint32_t *sort_ties;

static int by_value(const void *a, const void *b) {
    int i = *(const int *)a, j = *(const int *)b;
    if (sort_values[i] != sort_values[j]) return sort_values[i] > sort_values[j] ? -1 : 1;
    if (sort_ties[i] != sort_ties[j]) return sort_ties[i] < sort_ties[j] ? -1 : 1;
    return i - j;
}

static uint32_t gcd(uint32_t a, uint32_t b) {
    while (b) { uint32_t r = a % b; a = b; b = r; }
    return a;
}

/* The k-th move of node `id` in its fixed order. Ordered: best-looking first (the order
 * is computed once and kept with the node; a hash of the node and the move breaks ties).
 * Otherwise a fixed pseudo-random walk over the list (k * step + offset mod count, step
 * prime to count), which visits every move once without storing anything. */
static Move kth_move(Tree *t, int id, const Pos *p, int k, int ordered, int listed) {
    int count = listed >= 0 ? listed : gen_moves(p, move_buf);
    Node *n = &t->nodes[id];
    if (!ordered) {
        uint32_t h = mix((uint32_t)id, 0x5bd1e995u);
        uint32_t step = 1 + h % (uint32_t)count, offset = mix(h, 7u) % (uint32_t)count;
        while (gcd(step, (uint32_t)count) != 1) step++;
        return move_buf[((uint64_t)k * step + offset) % (uint32_t)count];
    }
    if (!n->order) {
        for (int i = 0; i < count; i++) {
            index_buf[i] = i;
            tie_buf[i] = mix((uint32_t)id, (uint32_t)i);
        }
        quick_values(p, move_buf, count, value_buf);
        sort_values = value_buf;
        sort_ties = tie_buf;
        qsort(index_buf, (size_t)count, sizeof(int), by_value);
        n->order = malloc((size_t)count * sizeof(uint16_t));
        if (!n->order) return move_buf[k];
        for (int i = 0; i < count; i++) n->order[i] = (uint16_t)index_buf[i];
    }
    return move_buf[n->order[k]];
}

static int new_node(Tree *t, int parent, const Move *m, int mover) {
    if (t->count == t->cap) {
        int cap = t->cap * 2;
        if (cap > MAX_NODES) cap = MAX_NODES;
        if (cap == t->cap) return -1;
        Node *grown = realloc(t->nodes, (size_t)cap * sizeof(Node));
        if (!grown) return -1;
        t->nodes = grown;
        t->cap = cap;
    }
    int id = t->count++;
    Node *n = &t->nodes[id];
    memset(n, 0, sizeof(Node));
    if (m) n->move = *m;
    n->parent = parent;
    n->first_child = -1;
    n->next_sibling = -1;
    n->nmoves = -1;
    n->mover = (signed char)mover;
    return id;
}

#define INV_TABLE 65536
static float inv_visits[INV_TABLE], inv_sqrt_visits[INV_TABLE]; /* 1/v and 1/sqrt(v) */

static void fill_tables(void) {
    if (inv_visits[1] != 0.0f) return;
    for (int v = 1; v < INV_TABLE; v++) {
        inv_visits[v] = 1.0f / (float)v;
        inv_sqrt_visits[v] = 1.0f / sqrtf((float)v);
    }
}

static int select_child(const Tree *t, int id) {
    const Node *n = &t->nodes[id];
    /* The seat choosing here is the mover of every child. */
    int chooser = n->first_child >= 0 ? t->nodes[n->first_child].mover : t->root_seat;
    double c = chooser == t->root_seat ? t->exploration : t->opponent_exploration;
    float c_log = (float)(c * sqrt(log((double)n->visits + 1.0))), best_score = -1e30f;
    int best = -1;
    for (int c = n->first_child; c >= 0; c = t->nodes[c].next_sibling) {
        const Node *ch = &t->nodes[c];
        int v = ch->visits;
        float won = (t->model && chooser != t->root_seat) ? ch->plain_tot : ch->tot[(int)ch->mover];
        if (t->paranoid >= 0) {
            won = ch->tot[t->paranoid];
            if (ch->mover != t->paranoid) won = (float)v - won;
        }
        float score = v < INV_TABLE ? won * inv_visits[v] + c_log * inv_sqrt_visits[v]
                                    : won / v + c_log / sqrtf((float)v);
        if (score > best_score) { best_score = score; best = c; }
    }
    return best;
}

/* One simulation. When the tree is full, the leaf it reaches plays out unexpanded. */
static void iterate(Tree *t, const Pos *root) {
    Pos p = *root;
    int id = 0, depth = 0;
    double reward[4];
    for (;;) {
        Node *n = &t->nodes[id];
        if (n->terminal || depth >= t->max_depth) break;
        int listed = -1; /* move_buf holds this node's moves */
        if (n->nmoves < 0) {
            if (p.over) { n->terminal = 1; break; }
            listed = n->nmoves = gen_moves(&p, move_buf);
        }
        int ordered = depth < t->order_depth;
        double limit = (t->widen > 0 && ordered) ? 1.0 + t->widen * sqrt((double)n->visits)
                                                  : (double)n->nchildren + 1.0;
        if (n->nchildren < n->nmoves && n->nchildren < limit) {
            Move m = kth_move(t, id, &p, n->nchildren, ordered, listed);
            int mover = p.turn;
            int child = new_node(t, id, &m, mover);
            if (child < 0) break;
            n = &t->nodes[id]; /* the array may have moved */
            Node *c = &t->nodes[child];
            /* Children are kept newest first; selection does not care about order. */
            c->next_sibling = n->first_child;
            n->first_child = child;
            n->nchildren++;
            play(&p, &m);
            if (p.over) c->terminal = 1;
            id = child;
            break;
        }
        id = select_child(t, id);
        play(&p, &t->nodes[id].move);
        depth++;
    }
    double plain_reward[4];
    if (p.over) shares(&p, reward);
    else if (t->plain) random_rollout(p, reward);
    else rollout(p, reward);
    if (t->model) {
        if (p.over) memcpy(plain_reward, reward, sizeof reward);
        else random_rollout(p, plain_reward);
    }
    for (int w = id; w >= 0; w = t->nodes[w].parent) {
        Node *n = &t->nodes[w];
        n->visits++;
        for (int s = 0; s < t->players; s++) n->tot[s] += (float)reward[s];
        if (t->model && n->mover >= 0) n->plain_tot += (float)plain_reward[(int)n->mover];
    }
}

/* ---- Python face ------------------------------------------------------------------------ */

static const int SEAT_DIRS[5][4] = {{0}, {0}, {3, 1}, {3, 4, 1}, {3, 4, 1, 2}};

/* position: (board [(x, y, piece)...], centre, (pool S, M, L), turn, players, active mask, over) */
static int parse_pos(PyObject *obj, Pos *p) {
    PyObject *board;
    int s, m, l;
    memset(p, 0, sizeof(Pos));
    if (!PyArg_ParseTuple(obj, "Oi(iii)iiii", &board, &p->centre, &s, &m, &l, &p->turn, &p->players,
                          &p->active, &p->over))
        return 0;
    if (p->players < 2 || p->players > 4) {
        PyErr_SetString(PyExc_ValueError, "2 to 4 players");
        return 0;
    }
    p->pool[0] = s;
    p->pool[1] = m;
    p->pool[2] = l;
    for (int i = 0; i < p->players; i++) p->dirs[i] = SEAT_DIRS[p->players][i];
    PyObject *seq = PySequence_Fast(board, "board must be a sequence");
    if (!seq) return 0;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(seq);
    if (count > MAXSQ) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "too many pieces");
        return 0;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        int x, y, piece;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(seq, i), "iii", &x, &y, &piece)) {
            Py_DECREF(seq);
            return 0;
        }
        p->x[i] = x;
        p->y[i] = y;
        p->pc[i] = (unsigned char)piece;
    }
    p->n = (int)count;
    Py_DECREF(seq);
    return 1;
}

static PyObject *move_tuple(const Move *m) {
    if (m->has_take)
        return Py_BuildValue("(iiiiii)", m->pips, m->x, m->y, m->orient, m->tx, m->ty);
    return Py_BuildValue("(iiiiOO)", m->pips, m->x, m->y, m->orient, Py_None, Py_None);
}

static int parse_move(PyObject *obj, Move *m) {
    int pips, x, y, orient;
    PyObject *tx, *ty;
    if (!PyArg_ParseTuple(obj, "iiiiOO", &pips, &x, &y, &orient, &tx, &ty)) return 0;
    m->pips = (signed char)pips;
    m->x = (short)x;
    m->y = (short)y;
    m->orient = (signed char)orient;
    m->has_take = tx != Py_None;
    m->tx = m->has_take ? (short)PyLong_AsLong(tx) : 0;
    m->ty = m->has_take ? (short)PyLong_AsLong(ty) : 0;
    return !PyErr_Occurred();
}

static PyObject *pos_tuple(const Pos *p) {
    PyObject *board = PyList_New(p->n);
    if (!board) return NULL;
    for (int i = 0; i < p->n; i++)
        PyList_SET_ITEM(board, i, Py_BuildValue("(iii)", p->x[i], p->y[i], p->pc[i]));
    return Py_BuildValue("(Ni(iii)iiii)", board, p->centre, p->pool[0], p->pool[1], p->pool[2], p->turn,
                         p->players, p->active, p->over);
}

static PyObject *py_moves(PyObject *self, PyObject *args) {
    PyObject *obj;
    Pos p;
    if (!PyArg_ParseTuple(args, "O", &obj) || !parse_pos(obj, &p)) return NULL;
    int count = gen_moves(&p, move_buf);
    PyObject *out = PyList_New(count);
    if (!out) return NULL;
    for (int i = 0; i < count; i++) PyList_SET_ITEM(out, i, move_tuple(&move_buf[i]));
    return out;
}

static PyObject *py_play(PyObject *self, PyObject *args) {
    PyObject *obj, *mobj;
    Pos p;
    Move m;
    if (!PyArg_ParseTuple(args, "OO", &obj, &mobj) || !parse_pos(obj, &p) || !parse_move(mobj, &m))
        return NULL;
    play(&p, &m);
    return pos_tuple(&p);
}

static PyObject *py_quick_values(PyObject *self, PyObject *args) {
    PyObject *obj, *mlist;
    Pos p;
    if (!PyArg_ParseTuple(args, "OO", &obj, &mlist) || !parse_pos(obj, &p)) return NULL;
    PyObject *seq = PySequence_Fast(mlist, "moves must be a sequence");
    if (!seq) return NULL;
    Py_ssize_t count = PySequence_Fast_GET_SIZE(seq);
    if (count > MAXMOVES) count = MAXMOVES;
    for (Py_ssize_t i = 0; i < count; i++)
        if (!parse_move(PySequence_Fast_GET_ITEM(seq, i), &move_buf[i])) {
            Py_DECREF(seq);
            return NULL;
        }
    Py_DECREF(seq);
    quick_values(&p, move_buf, (int)count, value_buf);
    PyObject *out = PyList_New(count);
    if (!out) return NULL;
    for (Py_ssize_t i = 0; i < count; i++) PyList_SET_ITEM(out, i, PyFloat_FromDouble(value_buf[i]));
    return out;
}

static PyObject *py_rollouts(PyObject *self, PyObject *args) {
    PyObject *obj;
    Pos p;
    int count;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OiK", &obj, &count, &seed) || !parse_pos(obj, &p)) return NULL;
    rng_state = seed * 2 + 1;
    double sum[4] = {0, 0, 0, 0}, r[4];
    for (int i = 0; i < count; i++) {
        rollout(p, r);
        for (int s = 0; s < p.players; s++) sum[s] += r[s];
    }
    PyObject *out = PyList_New(p.players);
    for (int s = 0; s < p.players; s++) PyList_SET_ITEM(out, s, PyFloat_FromDouble(sum[s]));
    return out;
}

static int same_move(const Move *a, const Move *b) {
    return a->pips == b->pips && a->orient == b->orient && a->x == b->x && a->y == b->y &&
           a->has_take == b->has_take && (!a->has_take || (a->tx == b->tx && a->ty == b->ty));
}

/* search(position, seconds, seed, minimum, maximum, widen, exploration, order_depth,
 *        max_depth, plain, paranoid, opponent_exploration, tree_size, model)
 * -> (best move, [each seat's mean share after it], simulations, [(move, visits, mean)])
 * tree_size 0: one tree until the clock or `maximum` stops it. Otherwise a series of
 * independent trees of tree_size simulations each (the last one cut short by the clock),
 * their root statistics added up move by move. */
static PyObject *py_search(PyObject *self, PyObject *args) {
    PyObject *obj;
    Pos p;
    double seconds, widen, exploration;
    unsigned long long seed;
    int minimum, maximum, order_depth, max_depth, plain, paranoid, tree_size, model;
    double opponent_exploration;
    if (!PyArg_ParseTuple(args, "OdKiiddiippdip", &obj, &seconds, &seed, &minimum, &maximum, &widen,
                          &exploration, &order_depth, &max_depth, &plain, &paranoid, &opponent_exploration,
                          &tree_size, &model) ||
        !parse_pos(obj, &p))
        return NULL;
    int count = p.over ? 0 : gen_moves(&p, move_buf);
    if (count == 0) {
        PyErr_SetString(PyExc_ValueError, "the game is over");
        return NULL;
    }
    Move *root_moves = malloc((size_t)count * sizeof(Move));
    int *visits = calloc((size_t)count, sizeof(int));
    double *tot = calloc((size_t)count * 4, sizeof(double));
    Tree t;
    t.cap = 1 << 16;
    t.nodes = malloc((size_t)t.cap * sizeof(Node));
    if (!root_moves || !visits || !tot || !t.nodes) {
        free(root_moves);
        free(visits);
        free(tot);
        free(t.nodes);
        return PyErr_NoMemory();
    }
    memcpy(root_moves, move_buf, (size_t)count * sizeof(Move));
    t.players = p.players;
    t.widen = widen;
    t.exploration = exploration;
    t.order_depth = order_depth;
    t.max_depth = max_depth < 1 ? 1 : max_depth;
    t.plain = plain;
    t.paranoid = paranoid ? p.turn : -1;
    t.root_seat = p.turn;
    t.model = model;
    t.opponent_exploration = opponent_exploration < 0 ? exploration : opponent_exploration;
    fill_tables();
    rng_state = seed * 2 + 1;
    double deadline = now() + seconds;
    int done = 0, stop = 0;
    while (!stop) {
        t.count = 0;
        new_node(&t, -1, NULL, -1);
        int in_tree = 0;
        while (done < maximum && (tree_size == 0 || in_tree < tree_size)) {
            if (done >= minimum && (done & 63) == 0 && now() >= deadline) { stop = 1; break; }
            iterate(&t, &p);
            done++;
            in_tree++;
        }
        if (done >= maximum || tree_size == 0) stop = 1;
        for (int c = t.nodes[0].first_child; c >= 0; c = t.nodes[c].next_sibling) {
            const Node *ch = &t.nodes[c];
            for (int i = 0; i < count; i++) {
                if (!same_move(&ch->move, &root_moves[i])) continue;
                visits[i] += ch->visits;
                for (int s = 0; s < p.players; s++) tot[i * 4 + s] += ch->tot[s];
                break;
            }
        }
        for (int i = 0; i < t.count; i++) free(t.nodes[i].order);
    }
    free(t.nodes);
    int me = p.turn, best = -1;
    for (int i = 0; i < count; i++) {
        if (!visits[i]) continue;
        if (best < 0 || visits[i] > visits[best] || (visits[i] == visits[best] && tot[i * 4 + me] > tot[best * 4 + me]))
            best = i;
    }
    PyObject *out = NULL;
    if (best < 0) {
        PyErr_SetString(PyExc_RuntimeError, "no simulation ran");
    } else {
        PyObject *values = PyList_New(p.players);
        for (int s = 0; s < p.players; s++)
            PyList_SET_ITEM(values, s, PyFloat_FromDouble(tot[best * 4 + s] / visits[best]));
        PyObject *children = PyList_New(0);
        for (int i = 0; i < count; i++) {
            if (!visits[i]) continue;
            PyObject *row = Py_BuildValue("(Nid)", move_tuple(&root_moves[i]), visits[i], tot[i * 4 + me] / visits[i]);
            PyList_Append(children, row);
            Py_DECREF(row);
        }
        out = Py_BuildValue("(NNiN)", move_tuple(&root_moves[best]), values, done, children);
    }
    free(root_moves);
    free(visits);
    free(tot);
    return out;
}

static PyMethodDef METHODS[] = {
    {"moves", py_moves, METH_VARARGS, "Legal moves of a position."},
    {"play", py_play, METH_VARARGS, "The position after a move."},
    {"quick_values", py_quick_values, METH_VARARGS, "How each move looks at once for the mover."},
    {"rollouts", py_rollouts, METH_VARARGS, "Sum of each seat's share over n playouts."},
    {"search", py_search, METH_VARARGS, "UCT with max^n back-up; the best move."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef MODULE = {PyModuleDef_HEAD_INIT, "_cardinal_search",
                                    "Compiled Cardinal Connections search (see ai/cardinal_fast.py).", -1,
                                    METHODS};

PyMODINIT_FUNC PyInit__cardinal_search(void) { return PyModule_Create(&MODULE); }
