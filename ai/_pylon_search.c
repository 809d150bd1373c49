/* Pylon search, compiled: the position, its moves and hard's playouts, a UCT search with
 * RAVE (all moves as first) and an exact alpha-beta search of the stacking phase,
 * mirroring ai/pylon_position.py and ai/pylon_endgame.py (the checked Python twins) at
 * some fifty times their speed. Built by setup.py as ai._pylon_search; ai/pylon_fast.py
 * is its Python face, tests/test_ai_pylon_fast.py checks it move for move against the
 * rules engine.
 *
 * The searches keep their state in statics (random generator, exact search's table), so
 * they hold the GIL throughout: two threads never run them at once.
 *
 * A cell (a1=0, a2=1, ..., f5=29: column * 5 + row) holds a stack as bottom pips, top
 * pips, top owner and height (height 0: empty). Moves cross the Python boundary as
 * ai.pylon_position's ints (a placement cell * 4 + pips, a stacking move
 * 1000 + source * 32 + dest); inside they are small ids: a placement cell * 4 + pips
 * (4..119), a stacking move 120 + source * 4 + direction (120..239).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "_search_common.h"

#define CELLS 30
#define COLS 6
#define ROWS 5
#define STACK_ID 120
#define NIDS 240
#define STACK_BASE 1000
#define PICKS 3               /* a playout's stacking move: the best for its mover of 3 drawn */
#define MAX_MOVES 128         /* 90 placements at most; stacking moves fewer than 120 */
#define MAX_NODES 6000000     /* the tree stops growing here (about 200 MB) */
#define MAX_DEPTH 128

typedef struct {
    unsigned char bot[CELLS], top[CELLS], own[CELLS], h[CELLS];
    unsigned char stash[2][3];
    int placed, turn, over;
} Pos;

/* Neighbour of each cell in each direction (N, E, S, W), -1 off the board. */
static int NB[CELLS][4];

static void fill_neighbours(void) {
    static const int DC[4] = {0, 1, 0, -1}, DR[4] = {1, 0, -1, 0};
    for (int c = 0; c < CELLS; c++) {
        int col = c / ROWS, row = c % ROWS;
        for (int d = 0; d < 4; d++) {
            int nc = col + DC[d], nr = row + DR[d];
            NB[c][d] = (nc >= 0 && nc < COLS && nr >= 0 && nr < ROWS) ? nc * ROWS + nr : -1;
        }
    }
}

/* ---- the position ---------------------------------------------------------------------- */

static inline int stack_ok(const Pos *p, int src, int dst) {
    return dst >= 0 && p->h[dst] && p->bot[src] <= p->top[dst];
}

static int any_stacking_move(const Pos *p) {
    for (int c = 0; c < CELLS; c++) {
        if (!p->h[c]) continue;
        for (int d = 0; d < 4; d++)
            if (stack_ok(p, c, NB[c][d])) return 1;
    }
    return 0;
}

static int stacking_moves(const Pos *p, unsigned char *out) {
    int count = 0;
    for (int c = 0; c < CELLS; c++) {
        if (!p->h[c]) continue;
        for (int d = 0; d < 4; d++)
            if (stack_ok(p, c, NB[c][d])) out[count++] = (unsigned char)(STACK_ID + c * 4 + d);
    }
    return count;
}

static int gen_moves(const Pos *p, unsigned char *out) {
    if (p->over) return 0;
    if (p->placed < CELLS) {
        int count = 0;
        const unsigned char *st = p->stash[p->turn];
        for (int c = 0; c < CELLS; c++) {
            if (p->h[c]) continue;
            for (int pips = 1; pips <= 3; pips++)
                if (st[pips - 1]) out[count++] = (unsigned char)(c * 4 + pips);
        }
        return count;
    }
    return stacking_moves(p, out);
}

static inline void stack_onto(Pos *p, int src, int dst) {
    p->top[dst] = p->top[src];
    p->own[dst] = p->own[src];
    p->h[dst] = (unsigned char)(p->h[dst] + p->h[src]);
    p->h[src] = p->bot[src] = p->top[src] = p->own[src] = 0;
}

static void play(Pos *p, int id) {
    int seat = p->turn;
    if (id < STACK_ID) {
        int cell = id >> 2, pips = id & 3;
        p->bot[cell] = p->top[cell] = (unsigned char)pips;
        p->own[cell] = (unsigned char)seat;
        p->h[cell] = 1;
        p->stash[seat][pips - 1]--;
        p->placed++;
        /* Seat 1 places last and also makes the first stacking move. */
        if (p->placed == CELLS) {
            if (!any_stacking_move(p)) p->over = 1;
        } else {
            p->turn = 1 - seat;
        }
        return;
    }
    int src = (id - STACK_ID) >> 2, dst = NB[src][(id - STACK_ID) & 3];
    stack_onto(p, src, dst);
    p->turn = 1 - seat;
    if (!any_stacking_move(p)) p->over = 1;
}

static void scores(const Pos *p, int *out) {
    out[0] = out[1] = 0;
    for (int c = 0; c < CELLS; c++)
        if (p->h[c]) out[p->own[c]] += p->h[c];
}

/* Seat 0's share of the win: 1, 0.5 or 0. */
static double share0(const Pos *p) {
    int s[2];
    scores(p, s);
    return s[0] > s[1] ? 1.0 : s[0] < s[1] ? 0.0 : 0.5;
}

static inline int py_move(int id) {
    if (id < STACK_ID) return id;
    int src = (id - STACK_ID) >> 2;
    return STACK_BASE + src * 32 + NB[src][(id - STACK_ID) & 3];
}

/* The id of a Python move int; -1 when it is no move of the board. */
static int move_id(long move) {
    if (move >= 0 && move < STACK_ID && (move & 3)) return (int)move;
    if (move < STACK_BASE) return -1;
    long src = (move - STACK_BASE) / 32, dst = (move - STACK_BASE) % 32;
    if (src >= CELLS) return -1;
    for (int d = 0; d < 4; d++)
        if (NB[src][d] == dst) return (int)(STACK_ID + src * 4 + d);
    return -1;
}

/* ---- playouts (ai.pylon_position.rollout) ------------------------------------------------ */

/* Bitsets of the (seat, move id) pairs a simulation played, for RAVE. */
typedef struct {
    uint64_t bits[2][4];
} Played;

static inline void mark(Played *pl, int seat, int id) { pl->bits[seat][id >> 6] |= 1ULL << (id & 63); }
static inline int marked(const Played *pl, int seat, int id) { return (int)(pl->bits[seat][id >> 6] >> (id & 63) & 1); }

/* What stacking move `id` gains `seat` in margin: its top onto the other's stack gains
 * twice that stack's height, the other's top onto its own stack loses as much. */
static inline int gain(const Pos *p, int id, int seat) {
    int src = (id - STACK_ID) >> 2, dst = NB[src][(id - STACK_ID) & 3];
    if (p->own[src] == p->own[dst]) return 0;
    return p->own[src] == seat ? 2 * p->h[dst] : -2 * p->h[dst];
}

/* Random placements, then stacking moves each the best for its mover of `picks` drawn
 * at random (1: uniformly random), to the end; seat 0's share. With `pl`, every move
 * played is marked there. `log` (or NULL) receives the moves in order. */
static double rollout(Pos p, int picks, Played *pl, int *log, int *nlog) {
    int seat = p.turn;
    if (!p.over && p.placed < CELLS) {
        int empty[CELLS], ne = 0;
        for (int c = 0; c < CELLS; c++)
            if (!p.h[c]) empty[ne++] = c;
        unsigned char bag[2][CELLS];
        int nb[2] = {0, 0};
        for (int s = 0; s < 2; s++)
            for (int pips = 1; pips <= 3; pips++)
                for (int k = 0; k < p.stash[s][pips - 1]; k++) bag[s][nb[s]++] = (unsigned char)pips;
        for (int left = ne; left > 0; left--) {
            int i = below(left), cell = empty[i];
            empty[i] = empty[left - 1];
            if (!nb[seat]) break; /* cannot happen: the stashes fill the board */
            int j = below(nb[seat]), pips = bag[seat][j];
            bag[seat][j] = bag[seat][--nb[seat]];
            p.bot[cell] = p.top[cell] = (unsigned char)pips;
            p.own[cell] = (unsigned char)seat;
            p.h[cell] = 1;
            int id = cell * 4 + pips;
            if (pl) mark(pl, seat, id);
            if (log) log[(*nlog)++] = seat << 16 | id;
            seat = 1 - seat;
        }
        p.placed = CELLS;
        seat = 1 - seat; /* the last to place makes the first stacking move */
    }
    if (!p.over) {
        unsigned char live[MAX_MOVES];
        for (;;) {
            int n = stacking_moves(&p, live);
            if (!n) break;
            int chosen = live[below(n)];
            if (picks > 1) {
                int best = gain(&p, chosen, seat);
                for (int k = 1; k < picks; k++) {
                    int other = live[below(n)], g = gain(&p, other, seat);
                    if (g > best) { best = g; chosen = other; }
                }
            }
            if (pl) mark(pl, seat, chosen);
            if (log) log[(*nlog)++] = seat << 16 | chosen;
            int src = (chosen - STACK_ID) >> 2;
            stack_onto(&p, src, NB[src][(chosen - STACK_ID) & 3]);
            seat = 1 - seat;
        }
    }
    return share0(&p);
}

/* ---- exact search of the stacking phase (ai.pylon_endgame) -------------------------------- */

#define TT_BITS 20
#define TT_SIZE (1 << TT_BITS)
#define INF 64

typedef struct {
    uint64_t key;
    signed char low, high;
    unsigned char best; /* move id, 0: none */
} Entry;

static Entry *table;
static uint64_t zob[CELLS][4][4][2][CELLS + 1], zob_turn;
static long solve_nodes, solve_limit;
static double solve_deadline;
static int solve_abort, solve_ply, solve_best;

static void fill_zobrist(void) {
    uint64_t saved = rng_state;
    rng_state = 0x9E3779B97F4A7C15ULL;
    for (int c = 0; c < CELLS; c++)
        for (int b = 0; b < 4; b++)
            for (int t = 0; t < 4; t++)
                for (int o = 0; o < 2; o++)
                    for (int h = 0; h <= CELLS; h++) zob[c][b][t][o][h] = rnd();
    zob_turn = rnd();
    rng_state = saved;
}

static inline uint64_t cell_key(const Pos *p, int c) {
    return p->h[c] ? zob[c][p->bot[c]][p->top[c]][p->own[c]][p->h[c]] : 0;
}

static uint64_t pos_key(const Pos *p) {
    uint64_t k = p->turn ? zob_turn : 0;
    for (int c = 0; c < CELLS; c++) k ^= cell_key(p, c);
    return k;
}

/* Negamax on the final margin for the mover, alpha-beta, a table; moves ordered by gain. */
static int negamax(Pos *p, uint64_t key, int alpha, int beta) {
    if (++solve_nodes % 1024 == 0 && (solve_nodes > solve_limit || now() > solve_deadline)) solve_abort = 1;
    if (solve_abort) return 0;
    unsigned char ms[MAX_MOVES];
    int n = stacking_moves(p, ms);
    int seat = p->turn;
    if (!n) {
        int s[2];
        scores(p, s);
        return seat == 0 ? s[0] - s[1] : s[1] - s[0];
    }
    Entry *e = &table[key & (TT_SIZE - 1)];
    int first = 0;
    if (e->key == key) {
        if (e->low >= beta) return e->low;
        if (e->high <= alpha) return e->high;
        if (e->low == e->high) return e->low;
        if (e->low > alpha) alpha = e->low;
        if (e->high < beta) beta = e->high;
        first = e->best;
    }
    int g[MAX_MOVES];
    for (int i = 0; i < n; i++) g[i] = ms[i] == first ? 1000 : gain(p, ms[i], seat);
    /* insertion sort, largest gain first */
    for (int i = 1; i < n; i++) {
        int gi = g[i];
        unsigned char mi = ms[i];
        int j = i - 1;
        while (j >= 0 && g[j] < gi) { g[j + 1] = g[j]; ms[j + 1] = ms[j]; j--; }
        g[j + 1] = gi;
        ms[j + 1] = mi;
    }
    int alpha0 = alpha, best = -INF, best_move = ms[0];
    for (int i = 0; i < n; i++) {
        int id = ms[i], src = (id - STACK_ID) >> 2, dst = NB[src][(id - STACK_ID) & 3];
        unsigned char sb = p->bot[src], st = p->top[src], so = p->own[src], sh = p->h[src];
        unsigned char dt = p->top[dst], dow = p->own[dst], dh = p->h[dst];
        uint64_t child = key ^ zob_turn ^ cell_key(p, src) ^ cell_key(p, dst);
        stack_onto(p, src, dst);
        child ^= cell_key(p, dst);
        p->turn = 1 - seat;
        solve_ply++;
        int value = -negamax(p, child, -beta, -alpha);
        solve_ply--;
        p->turn = seat;
        p->bot[src] = sb; p->top[src] = st; p->own[src] = so; p->h[src] = sh;
        p->top[dst] = dt; p->own[dst] = dow; p->h[dst] = dh;
        if (solve_abort) return 0;
        if (value > best) {
            best = value;
            best_move = id;
            if (!solve_ply) solve_best = id;
            if (value > alpha) {
                alpha = value;
                if (alpha >= beta) break;
            }
        }
    }
    e->key = key;
    e->best = (unsigned char)best_move;
    if (best <= alpha0) { e->low = -INF; e->high = (signed char)best; }
    else if (best >= beta) { e->low = (signed char)best; e->high = INF; }
    else { e->low = e->high = (signed char)best; }
    return best;
}

/* ---- the search (UCT with RAVE, ai.mcts) ------------------------------------------------- */

typedef struct {
    int first_child;     /* -1: not expanded */
    int visits, amaf_visits;
    float w0;            /* seat 0's summed share */
    float amaf_total;    /* the mover's summed share over AMAF visits */
    unsigned char move, nchildren;
    signed char mover;   /* the seat that chose `move` */
    signed char terminal; /* 0: no, 1 + 2 * seat 0's share when over */
} Node;

typedef struct {
    Node *nodes;
    int count, cap, full;
    double exploration, rave, fpu;
    int expand; /* a node gets its children once it has this many visits */
    int first_unvisited; /* unvisited children are tried first, in order (ai.mcts) */
} Tree;

static int grow(Tree *t, int extra) {
    if (t->count + extra <= t->cap) return 1;
    int cap = t->cap;
    while (cap < t->count + extra) cap *= 2;
    if (cap > MAX_NODES) cap = MAX_NODES;
    if (cap < t->count + extra) { t->full = 1; return 0; }
    Node *grown = realloc(t->nodes, (size_t)cap * sizeof(Node));
    if (!grown) { t->full = 1; return 0; }
    t->nodes = grown;
    t->cap = cap;
    return 1;
}

/* Gives node `id` (at position p) its children, in random order; 0 if none fit. */
static int expand(Tree *t, int id, const Pos *p) {
    unsigned char ms[MAX_MOVES];
    int n = gen_moves(p, ms);
    if (!n || !grow(t, n)) return 0;
    for (int i = n - 1; i > 0; i--) {
        int j = below(i + 1);
        unsigned char x = ms[i];
        ms[i] = ms[j];
        ms[j] = x;
    }
    int first = t->count;
    t->count += n;
    for (int i = 0; i < n; i++) {
        Node *c = &t->nodes[first + i];
        memset(c, 0, sizeof(Node));
        c->first_child = -1;
        c->move = ms[i];
        c->mover = (signed char)p->turn;
    }
    t->nodes[id].first_child = first;
    t->nodes[id].nchildren = (unsigned char)n;
    return 1;
}

static int select_child(const Tree *t, int id) {
    const Node *n = &t->nodes[id];
    double log_n = log((double)n->visits + 1.0), c_log = t->exploration * sqrt(log_n);
    double best_score = -1e30;
    int best = n->first_child;
    for (int c = n->first_child; c < n->first_child + n->nchildren; c++) {
        const Node *ch = &t->nodes[c];
        int v = ch->visits;
        double score;
        if (!v) {
            if (t->first_unvisited) return c;
            score = (ch->amaf_visits ? ch->amaf_total / ch->amaf_visits : t->fpu) + c_log;
        } else {
            double mine = ch->mover == 0 ? ch->w0 : v - ch->w0, mean = mine / v;
            if (t->rave > 0 && ch->amaf_visits) {
                double beta = t->rave / (t->rave + 3.0 * v);
                mean = (1 - beta) * mean + beta * ch->amaf_total / ch->amaf_visits;
            }
            score = mean + c_log / sqrt((double)v);
        }
        if (score > best_score) { best_score = score; best = c; }
    }
    return best;
}

static void iterate(Tree *t, const Pos *root) {
    Pos p = *root;
    int path[MAX_DEPTH], depth = 0, id = 0;
    double r0;
    path[0] = 0;
    for (;;) {
        Node *n = &t->nodes[id];
        if (n->terminal) break;
        if (n->first_child < 0) {
            if (p.over) { n->terminal = (signed char)(1 + 2 * share0(&p)); break; }
            if ((id && n->visits < t->expand) || t->full || depth + 1 >= MAX_DEPTH || !expand(t, id, &p)) break;
            n = &t->nodes[id];
        }
        int c = select_child(t, id);
        int was_new = t->nodes[c].visits == 0;
        play(&p, t->nodes[c].move);
        id = c;
        path[++depth] = id;
        if (p.over) t->nodes[id].terminal = (signed char)(1 + 2 * share0(&p));
        if (was_new) break;
    }
    Played pl;
    memset(&pl, 0, sizeof pl);
    Node *leaf = &t->nodes[id];
    if (leaf->terminal) r0 = (leaf->terminal - 1) / 2.0;
    else r0 = rollout(p, PICKS, t->rave > 0 ? &pl : NULL, NULL, NULL);
    for (int k = depth; k >= 0; k--) {
        Node *n = &t->nodes[path[k]];
        n->visits++;
        n->w0 += (float)r0;
        if (t->rave > 0 && n->first_child >= 0) {
            int seat = t->nodes[n->first_child].mover;
            float mine = (float)(seat == 0 ? r0 : 1.0 - r0);
            for (int c = n->first_child; c < n->first_child + n->nchildren; c++) {
                Node *ch = &t->nodes[c];
                if (marked(&pl, seat, ch->move)) {
                    ch->amaf_visits++;
                    ch->amaf_total += mine;
                }
            }
        }
        if (k > 0) mark(&pl, n->mover, n->move);
    }
}

/* ---- Python face ------------------------------------------------------------------------ */

/* position: ([(bottom, top, owner, height) per cell, height 0 empty], (S, M, L, S, M, L),
 *            placed, turn, over) */
static int parse_pos(PyObject *obj, Pos *p) {
    PyObject *cells;
    int st[6];
    memset(p, 0, sizeof(Pos));
    if (!PyArg_ParseTuple(obj, "O(iiiiii)iii", &cells, &st[0], &st[1], &st[2], &st[3], &st[4], &st[5],
                          &p->placed, &p->turn, &p->over))
        return 0;
    for (int i = 0; i < 6; i++) {
        if (st[i] < 0 || st[i] > CELLS) {
            PyErr_SetString(PyExc_ValueError, "bad stash");
            return 0;
        }
        p->stash[i / 3][i % 3] = (unsigned char)st[i];
    }
    if (p->turn < 0 || p->turn > 1 || p->placed < 0 || p->placed > CELLS) {
        PyErr_SetString(PyExc_ValueError, "bad turn or placement count");
        return 0;
    }
    PyObject *seq = PySequence_Fast(cells, "cells must be a sequence");
    if (!seq) return 0;
    if (PySequence_Fast_GET_SIZE(seq) != CELLS) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "30 cells");
        return 0;
    }
    for (int c = 0; c < CELLS; c++) {
        int b, t, o, h;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(seq, c), "iiii", &b, &t, &o, &h)) {
            Py_DECREF(seq);
            return 0;
        }
        if (h < 0 || h > CELLS || (h && (b < 1 || b > 3 || t < 1 || t > 3 || o < 0 || o > 1))) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "bad stack");
            return 0;
        }
        if (h) {
            p->bot[c] = (unsigned char)b;
            p->top[c] = (unsigned char)t;
            p->own[c] = (unsigned char)o;
            p->h[c] = (unsigned char)h;
        }
    }
    Py_DECREF(seq);
    return 1;
}

static PyObject *pos_tuple(const Pos *p) {
    PyObject *cells = PyList_New(CELLS);
    if (!cells) return NULL;
    for (int c = 0; c < CELLS; c++)
        PyList_SET_ITEM(cells, c, Py_BuildValue("(iiii)", p->bot[c], p->top[c], p->own[c], p->h[c]));
    return Py_BuildValue("(N(iiiiii)iii)", cells, p->stash[0][0], p->stash[0][1], p->stash[0][2],
                         p->stash[1][0], p->stash[1][1], p->stash[1][2], p->placed, p->turn, p->over);
}

static PyObject *py_moves(PyObject *self, PyObject *args) {
    PyObject *obj;
    Pos p;
    unsigned char ms[MAX_MOVES];
    if (!PyArg_ParseTuple(args, "O", &obj) || !parse_pos(obj, &p)) return NULL;
    int n = gen_moves(&p, ms);
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(py_move(ms[i])));
    return out;
}

static int legal(const Pos *p, int id) {
    unsigned char ms[MAX_MOVES];
    int n = gen_moves(p, ms);
    for (int i = 0; i < n; i++)
        if (ms[i] == id) return 1;
    return 0;
}

static PyObject *py_play(PyObject *self, PyObject *args) {
    PyObject *obj;
    long move;
    Pos p;
    if (!PyArg_ParseTuple(args, "Ol", &obj, &move) || !parse_pos(obj, &p)) return NULL;
    int id = move_id(move);
    if (id < 0 || !legal(&p, id)) {
        PyErr_Format(PyExc_ValueError, "move %ld is not legal here", move);
        return NULL;
    }
    play(&p, id);
    return pos_tuple(&p);
}

/* rollouts(position, count, seed) -> [seat 0's summed share, seat 1's] of hard's playouts */
static PyObject *py_rollouts(PyObject *self, PyObject *args) {
    PyObject *obj;
    Pos p;
    int count;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OiK", &obj, &count, &seed) || !parse_pos(obj, &p)) return NULL;
    rng_state = seed * 2 + 1;
    double sum = 0;
    for (int i = 0; i < count; i++) sum += rollout(p, PICKS, NULL, NULL, NULL);
    return Py_BuildValue("[dd]", sum, count - sum);
}

/* playout(position, seed) -> (seat 0's share, [(seat, move) in the order played]) */
static PyObject *py_playout(PyObject *self, PyObject *args) {
    PyObject *obj;
    Pos p;
    unsigned long long seed;
    int log[2 * CELLS + 8], nlog = 0;
    if (!PyArg_ParseTuple(args, "OK", &obj, &seed) || !parse_pos(obj, &p)) return NULL;
    rng_state = seed * 2 + 1;
    double r = rollout(p, PICKS, NULL, log, &nlog);
    PyObject *moves = PyList_New(nlog);
    if (!moves) return NULL;
    for (int i = 0; i < nlog; i++)
        PyList_SET_ITEM(moves, i, Py_BuildValue("(ii)", log[i] >> 16, py_move(log[i] & 0xffff)));
    return Py_BuildValue("(dN)", r, moves);
}

/* solve(position, node_limit, seconds) -> (margin for the mover, best move) or None */
static PyObject *py_solve(PyObject *self, PyObject *args) {
    PyObject *obj;
    Pos p;
    long limit;
    double seconds;
    if (!PyArg_ParseTuple(args, "Old", &obj, &limit, &seconds) || !parse_pos(obj, &p)) return NULL;
    unsigned char ms[MAX_MOVES];
    if (p.placed < CELLS || p.over || !stacking_moves(&p, ms)) {
        PyErr_SetString(PyExc_ValueError, "not a stacking position with a move");
        return NULL;
    }
    if (!table) {
        table = calloc(TT_SIZE, sizeof(Entry));
        if (!table) return PyErr_NoMemory();
    } else {
        memset(table, 0, TT_SIZE * sizeof(Entry));
    }
    solve_nodes = 0;
    solve_limit = limit;
    solve_deadline = now() + seconds;
    solve_abort = 0;
    solve_ply = 0;
    solve_best = ms[0];
    uint64_t key = pos_key(&p);
    int value;
    value = negamax(&p, key, -INF, INF);
    if (solve_abort) Py_RETURN_NONE;
    return Py_BuildValue("(ii)", value, py_move(solve_best));
}

/* search(position, seconds, seed, minimum, maximum, exploration, rave, fpu, expand,
 *        first_unvisited)
 * -> (best move, [each seat's mean share], simulations, [(move, visits, mover's mean)]) */
static PyObject *py_search(PyObject *self, PyObject *args) {
    PyObject *obj;
    Pos p;
    double seconds, exploration, rave, fpu;
    unsigned long long seed;
    int minimum, maximum, expand_at, first_unvisited;
    unsigned char ms[MAX_MOVES];
    if (!PyArg_ParseTuple(args, "OdKiidddip", &obj, &seconds, &seed, &minimum, &maximum, &exploration, &rave,
                          &fpu, &expand_at, &first_unvisited) ||
        !parse_pos(obj, &p))
        return NULL;
    if (p.over || gen_moves(&p, ms) == 0) {
        PyErr_SetString(PyExc_ValueError, "the game is over");
        return NULL;
    }
    Tree t;
    t.cap = 1 << 16;
    t.nodes = malloc((size_t)t.cap * sizeof(Node));
    if (!t.nodes) return PyErr_NoMemory();
    t.count = 1;
    t.full = 0;
    t.exploration = exploration;
    t.rave = rave;
    t.fpu = fpu;
    t.expand = expand_at < 1 ? 1 : expand_at;
    t.first_unvisited = first_unvisited;
    memset(&t.nodes[0], 0, sizeof(Node));
    t.nodes[0].first_child = -1;
    t.nodes[0].mover = -1;
    rng_state = seed * 2 + 1;
    double deadline = now() + seconds;
    int done = 0;
    while (done < maximum) {
        if (done >= minimum && (done & 31) == 0 && now() >= deadline) break;
        iterate(&t, &p);
        done++;
    }
    const Node *root = &t.nodes[0];
    int me = p.turn, best = -1;
    for (int c = root->first_child; root->first_child >= 0 && c < root->first_child + root->nchildren; c++) {
        const Node *ch = &t.nodes[c];
        if (best < 0) { best = c; continue; }
        const Node *b = &t.nodes[best];
        double cm = me == 0 ? ch->w0 : ch->visits - ch->w0, bm = me == 0 ? b->w0 : b->visits - b->w0;
        if (ch->visits > b->visits || (ch->visits == b->visits && cm > bm)) best = c;
    }
    if (best < 0) {
        free(t.nodes);
        PyErr_SetString(PyExc_RuntimeError, "no simulation ran");
        return NULL;
    }
    const Node *b = &t.nodes[best];
    /* A move seen only a few times flatters its mover: until it has 30 visits the whole
     * tree's mean is the estimate (as ai.mcts). */
    const Node *source = b->visits >= 30 ? b : root;
    double v0 = source->visits ? source->w0 / source->visits : 0.5;
    PyObject *children = PyList_New(0);
    for (int c = root->first_child; c < root->first_child + root->nchildren; c++) {
        const Node *ch = &t.nodes[c];
        if (!ch->visits) continue;
        double mine = me == 0 ? ch->w0 : ch->visits - ch->w0;
        PyObject *row = Py_BuildValue("(iid)", py_move(ch->move), ch->visits, mine / ch->visits);
        PyList_Append(children, row);
        Py_DECREF(row);
    }
    PyObject *out = Py_BuildValue("(i[dd]iN)", py_move(b->move), v0, 1.0 - v0, done, children);
    free(t.nodes);
    return out;
}

static PyMethodDef METHODS[] = {
    {"moves", py_moves, METH_VARARGS, "Legal moves of a position."},
    {"play", py_play, METH_VARARGS, "The position after a move."},
    {"rollouts", py_rollouts, METH_VARARGS, "Each seat's summed share over n of hard's playouts."},
    {"playout", py_playout, METH_VARARGS, "One of hard's playouts: seat 0's share and the moves played."},
    {"solve", py_solve, METH_VARARGS, "Exact stacking search: (margin, best move) or None."},
    {"search", py_search, METH_VARARGS, "UCT with RAVE; the best move."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef MODULE = {PyModuleDef_HEAD_INIT, "_pylon_search",
                                    "Compiled Pylon search (see ai/pylon_fast.py).", -1, METHODS};

PyMODINIT_FUNC PyInit__pylon_search(void) {
    fill_neighbours();
    fill_zobrist();
    return PyModule_Create(&MODULE);
}
