/* What the compiled searches (ai/_cardinal_search.c, ai/_pylon_search.c) share: their
 * random numbers and their clock. Each extension includes it and so has its own copy of
 * the generator's state. */
#ifndef SEARCH_COMMON_H
#define SEARCH_COMMON_H

#include <stdint.h>
#include <time.h>

/* ---- random numbers (xorshift64*) ---------------------------------------------------- */

static uint64_t rng_state;

static inline uint64_t rnd(void) {
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ULL;
}

static inline int below(int n) { return (int)(((rnd() >> 32) * (uint64_t)n) >> 32); }

/* Seconds on the monotonic clock. */
static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

#endif
