/* The Synapse-Ice solver of ai/synapse_solver.py, in C, for building the opening book
 * (python -m ai.synapse_book compiles and drives it; the Python solver gives the same
 * answers, only some hundred times slower). Same position (occ, sq, mine, theirs), same
 * move order (fewest replies first), a replace-always transposition table.
 *
 * Protocol, one line each way: "occ sq mine theirs" (sq a forced square) ->
 * "won nodes size target", size and target of a winning move or -1 -1 when lost. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define CELLS 30
#define TTBITS 26
static int TG[CELLS][3][4], NT[CELLS][3];
static uint64_t nodes, *tt;

/* The moves from sq, fewest opponent replies first (ties in generation order, as the
 * Python solver's sort); returns how many. */
static int order(uint32_t occ2, int sq, int mine, int theirs, int *kt, int *ks, int *kr) {
    int n = 0;
    for (int s = 0; s < 3; s++) {
        if (!((mine >> 3 * s) & 7)) continue;
        for (int i = 0; i < NT[sq][s]; i++) {
            int t = TG[sq][s][i], replies = 0;
            if (occ2 >> t & 1) continue;
            for (int s2 = 0; s2 < 3; s2++) {
                if (!((theirs >> 3 * s2) & 7)) continue;
                for (int j = 0; j < NT[t][s2]; j++) replies += !(occ2 >> TG[t][s2][j] & 1);
            }
            int k = n++;
            while (k > 0 && (kr[k - 1] > replies || (kr[k - 1] == replies && (ks[k - 1] > s || (ks[k - 1] == s && kt[k - 1] > t))))) {
                kt[k] = kt[k - 1]; kr[k] = kr[k - 1]; ks[k] = ks[k - 1]; k--;
            }
            kt[k] = t; kr[k] = replies; ks[k] = s;
        }
    }
    return n;
}

static int win(uint32_t occ, int sq, int mine, int theirs) {
    nodes++;
    uint64_t key = (uint64_t)occ | (uint64_t)sq << 30 | (uint64_t)mine << 35 | (uint64_t)theirs << 44;
    uint64_t h = (key * 0x9E3779B97F4A7C15ULL) >> (64 - TTBITS);
    if ((tt[h] >> 1) == key) return (int)(tt[h] & 1);
    uint32_t occ2 = occ | 1u << sq;
    int kt[12], kr[12], ks[12], res = 0;
    int n = order(occ2, sq, mine, theirs, kt, ks, kr);
    for (int i = 0; i < n && !res; i++)
        if (kr[i] == 0 || !win(occ2, kt[i], theirs, mine - (1 << 3 * ks[i]))) res = 1;
    tt[h] = key << 1 | (uint64_t)res;
    return res;
}

int main(void) {
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {1, 0, -1, 0};
    for (int c = 0; c < CELLS; c++)
        for (int s = 0; s < 3; s++)
            for (int d = 0; d < 4; d++) {
                int col = c % 6 + dx[d] * (s + 1), row = c / 6 + dy[d] * (s + 1);
                if (col >= 0 && col < 6 && row >= 0 && row < 5) TG[c][s][NT[c][s]++] = row * 6 + col;
            }
    tt = calloc((size_t)1 << TTBITS, sizeof *tt);
    if (!tt) return 1;
    unsigned occ;
    int sq, mine, theirs;
    while (scanf("%u %d %d %d", &occ, &sq, &mine, &theirs) == 4) {
        nodes = 0;
        int won = win(occ, sq, mine, theirs), bs = -1, bt = -1;
        /* the winning move: the first in the search's own order, whose subtrees the
         * table already holds */
        int kt[12], kr[12], ks[12];
        int n = won ? order(occ | 1u << sq, sq, mine, theirs, kt, ks, kr) : 0;
        for (int i = 0; i < n; i++)
            if (kr[i] == 0 || !win(occ | 1u << sq, kt[i], theirs, mine - (1 << 3 * ks[i]))) {
                bs = ks[i]; bt = kt[i]; break;
            }
        printf("%d %llu %d %d\n", won, (unsigned long long)nodes, bs, bt);
        fflush(stdout);
    }
    return 0;
}
