#ifndef HRSNIFF_CZLIB_SHIM_H
#define HRSNIFF_CZLIB_SHIM_H
#include <zlib.h>

/* inflateInit2() is a macro that passes the library version and the stream size; an imported module cannot call
   macros, so the same call is made here. windowBits: 15 for a zlib stream (btsnooz), -15 for raw deflate (zip). */
static inline int hrsniff_inflate_init(z_stream *stream, int windowBits) {
    return inflateInit2(stream, windowBits);
}

/* The same for deflateInit2(), used by the tests to build compressed vectors. */
static inline int hrsniff_deflate_init(z_stream *stream, int level, int windowBits) {
    return deflateInit2(stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY);
}

#endif
