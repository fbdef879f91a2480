/* A return macro whose shape depends on a name the including file defines. */
#define MYRET	VZU; ret
