#ifndef HRSNIFF_CPCAP_SHIM_H
#define HRSNIFF_CPCAP_SHIM_H
#include <stdio.h>
#include <sys/types.h>
#include <pcap/pcap.h>

/* glibc's fopencookie() is declared only under _GNU_SOURCE, which an imported module cannot switch on.
   The same function is declared here under another name, with a structure laid out as glibc's
   cookie_io_functions_t (four function pointers), so that libpcap can read from a stream whose first bytes
   hrsniff has already consumed to detect the format (stdin, pipes). */
typedef struct {
    ssize_t (*read)(void *cookie, char *buf, size_t size);
    ssize_t (*write)(void *cookie, const char *buf, size_t size);
    int (*seek)(void *cookie, long *offset, int whence);
    int (*close)(void *cookie);
} hrsniff_cookie_io;

extern FILE *hrsniff_fopencookie(void *cookie, const char *mode, hrsniff_cookie_io io) __asm__("fopencookie");

#endif
