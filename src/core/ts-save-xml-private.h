/* ts-save-xml-private.h — a save's bytes, parsed safely into a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* Saves never nest deeper than <tessella-save><setup><player>, and no
 * element has more than a handful of attributes.  Bounding both before
 * libxml2 sees the file keeps its quadratic corners out of reach. */
#define TS_SAVE_MAX_DEPTH      8
#define TS_SAVE_MAX_ATTRIBUTES 16

/* Checks size, encoding, depth, attribute counts and the absence of any
 * DTD, then parses DATA with no network, no entities and no DTD.  Errors
 * are in TS_SAVE_ERROR and in words; libxml2's own message follows as a
 * technical detail. */
xmlDoc *ts_save_parse_xml (const char  *data,
                           gsize        length,
                           GError     **error);

G_END_DECLS
