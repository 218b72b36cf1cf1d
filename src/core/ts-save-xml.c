/* ts-save-xml.c — a save's bytes, parsed safely into a document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save comes from anywhere (downloads, bug reports, a damaged disk).
 * Before libxml2 parses it, a linear scan bounds what could make the
 * parse slow (libxml2 2.9 checks an element's attributes against each
 * other, so a flood of them takes quadratic time) or deep; then libxml2
 * parses it with no network, no entities and no DTD, and its messages are
 * turned into sentences for players.
 */
#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

#include "ts-save.h"
#include "ts-save-xml-private.h"
#include "ts-text.h"

/* Longest piece of libxml2's own description quoted as a detail. */
#define DETAIL_MAX_CHARS 120

/* The scan before the parse */

typedef enum
{
  SCAN_OK,
  SCAN_TOO_DEEP,
  SCAN_TOO_MANY_ATTRIBUTES,
  SCAN_CUT_SHORT,
} ScanResult;

/* Where the text P (of END - P bytes) starts with S. */
static gboolean
starts_with (const char *p,
             const char *end,
             const char *s)
{
  gsize n = strlen (s);

  return (gsize) (end - p) >= n && memcmp (p, s, n) == 0;
}

/* The end of the construct that ends with CLOSE, or NULL. */
static const char *
skip_past (const char *p,
           const char *end,
           const char *close)
{
  const char *found = g_strstr_len (p, end - p, close);

  return found != NULL ? found + strlen (close) : NULL;
}

/* A start or empty-element tag from P (just after its '<'): counts its
 * attributes and says whether it closes itself.  Returns the end of the
 * tag or NULL if the text ends inside it. */
static const char *
scan_tag (const char *p,
          const char *end,
          guint      *n_attributes,
          gboolean   *empty)
{
  char quote = 0;

  *n_attributes = 0;
  for (; p < end; p++)
    {
      if (quote != 0)
        {
          if (*p == quote)
            quote = 0;
        }
      else if (*p == '"' || *p == '\'')
        quote = *p;
      else if (*p == '=')
        (*n_attributes)++;
      else if (*p == '>')
        {
          *empty = p[-1] == '/';
          return p + 1;
        }
    }
  return NULL;
}

/* Linear in the length of DATA: nesting depth, attributes per element,
 * and whether the text ends inside markup or an open element.  It does not
 * check well-formedness; libxml2 does that afterwards. */
static ScanResult
scan_markup (const char *data,
             gsize       length)
{
  const char *p = data, *end = data + length;
  guint depth = 0;

  while (p < end)
    {
      p = memchr (p, '<', end - p);
      if (p == NULL)
        break;
      p++;

      if (starts_with (p, end, "!--"))
        p = skip_past (p + 3, end, "-->");
      else if (starts_with (p, end, "![CDATA["))
        p = skip_past (p + 8, end, "]]>");
      else if (starts_with (p, end, "?"))
        p = skip_past (p + 1, end, "?>");
      else if (starts_with (p, end, "!"))
        p = skip_past (p + 1, end, ">");
      else if (starts_with (p, end, "/"))
        {
          p = skip_past (p + 1, end, ">");
          if (depth > 0)
            depth--;
        }
      else
        {
          guint n_attributes;
          gboolean empty = FALSE;

          p = scan_tag (p, end, &n_attributes, &empty);
          if (n_attributes > TS_SAVE_MAX_ATTRIBUTES)
            return SCAN_TOO_MANY_ATTRIBUTES;
          if (p != NULL && !empty && ++depth > TS_SAVE_MAX_DEPTH)
            return SCAN_TOO_DEEP;
        }

      if (p == NULL)
        return SCAN_CUT_SHORT;
    }

  return depth > 0 ? SCAN_CUT_SHORT : SCAN_OK;
}

static gboolean
check_markup (const char  *data,
              gsize        length,
              GError     **error)
{
  switch (scan_markup (data, length))
    {
    case SCAN_OK:
      return TRUE;
    case SCAN_TOO_DEEP:
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("This file is not a Tessella save: its parts are nested far more deeply than a save’s"));
      return FALSE;
    case SCAN_TOO_MANY_ATTRIBUTES:
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("This file is not a Tessella save: one of its parts has far more attributes than a save’s"));
      return FALSE;
    case SCAN_CUT_SHORT:
    default:
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("The save file ends too early, as if it was cut off while it was written"));
      return FALSE;
    }
}

/* The parse */

/* The parser context collects the first error message instead of letting
 * libxml2 print it; nothing process-wide is touched, so parsing is safe from
 * any thread and leaves the caller's own libxml2 handlers alone. */
typedef struct
{
  char *message;
  int   line;
  int   code;
} ParseErrors;

/* libxml2 2.12 made the error argument const. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *TsXmlError;
#else
typedef xmlError *TsXmlError;
#endif

static void
collect_structured_error (void       *user_data,
                          TsXmlError  err)
{
  xmlParserCtxt *ctxt = user_data;
  ParseErrors *errors = ctxt->_private;

  if (errors->message != NULL || err == NULL || err->level < XML_ERR_ERROR)
    return;
  errors->message = g_strstrip (g_strdup (err->message != NULL ? err->message : ""));
  errors->line = err->line;
  errors->code = err->code;
}

static void
ensure_libxml (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      xmlInitParser ();
      g_once_init_leave (&initialised, 1);
    }
}

/* What went wrong, for a player; NULL for the generic sentence. */
static const char *
describe_parse_error (int code)
{
  switch (code)
    {
    case XML_ERR_DOCUMENT_EMPTY:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      return _("This file is not a Tessella save: it holds no XML document");
    case XML_ERR_DOCUMENT_END:
    case XML_ERR_EXTRA_CONTENT:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      return _("This file is not a Tessella save: something follows the end of the save");
    case XML_ERR_TAG_NOT_FINISHED:
    case XML_ERR_LTSLASH_REQUIRED:
    case XML_ERR_GT_REQUIRED:
    case XML_ERR_COMMENT_NOT_FINISHED:
    case XML_ERR_CDATA_NOT_FINISHED:
    case XML_ERR_PI_NOT_FINISHED:
    case XML_ERR_ATTRIBUTE_NOT_FINISHED:
    case XML_ERR_LITERAL_NOT_FINISHED:
    case XML_ERR_STRING_NOT_CLOSED:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      return _("The save file is damaged: a part of it is not closed");
    case XML_ERR_TAG_NAME_MISMATCH:
    case XML_ERR_NOT_WELL_BALANCED:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      return _("The save file is damaged: its parts do not close in the order they open");
    case XML_ERR_INVALID_CHAR:
    case XML_ERR_INVALID_CHARREF:
    case XML_ERR_INVALID_DEC_CHARREF:
    case XML_ERR_INVALID_HEX_CHARREF:
    case XML_ERR_INVALID_ENCODING:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      return _("The save file is damaged: it contains characters a save cannot hold");
    case XML_ERR_ATTRIBUTE_REDEFINED:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      return _("The save file is damaged: a part gives the same attribute twice");
    case XML_ERR_UNDECLARED_ENTITY:
    case XML_ERR_ENTITYREF_SEMICOL_MISSING:
      /* Translators: an error when a saved game file cannot be opened or
         read */
      return _("The save file is damaged: it uses an “&” that is not written as in a save");
    default:
      return NULL;
    }
}

static xmlDoc *
parse_document (const char  *data,
                gsize        length,
                GError     **error)
{
  ParseErrors errors = { NULL, 0, 0 };
  xmlParserCtxt *ctxt;
  xmlDoc *doc = NULL;

  ensure_libxml ();

  ctxt = xmlNewParserCtxt ();
  if (ctxt != NULL)
    {
      /* The SAX2 handlers are called with the context as user data, so
       * the collector finds its record through _private. */
      ctxt->_private = &errors;
      ctxt->sax->serror = collect_structured_error;
      ctxt->sax->warning = NULL;
      /* No network, no entity substitution, no DTD loading or defaults:
       * the parser never reaches outside the buffer.  The encoding is
       * forced, so a declaration cannot switch it to another one. */
      doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, "UTF-8",
                               XML_PARSE_NONET | XML_PARSE_NOBLANKS |
                               XML_PARSE_NOCDATA | XML_PARSE_NOWARNING);
      xmlFreeParserCtxt (ctxt);
    }

  if (doc == NULL)
    {
      const char *sentence = describe_parse_error (errors.code);
      g_autofree char *detail = NULL;

      if (sentence == NULL)
        /* Translators: an error when a saved game file cannot be opened or
           read */
        sentence = _("This file is not a Tessella save: it is not valid XML");
      if (errors.message != NULL)
        {
          g_autofree char *quoted = ts_text_quote (errors.message, DETAIL_MAX_CHARS);

          /* Translators: a technical detail for bug reports, after a sentence
           * that says what is wrong with a file; %d is a line number, %s
           * the XML parser's (English) message */
          detail = g_strdup_printf (_("(Technical detail: line %d: %s)"), errors.line, quoted);
          g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE, "%s %s", sentence, detail);
        }
      else
        g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE, sentence);
    }
  g_free (errors.message);

  return doc;
}

/* Entity declarations are how "billion laughs" and external-entity attacks
 * start; a save never has a DTD, so any is refused. */
static gboolean
has_dtd (xmlDoc *doc)
{
  if (doc->intSubset != NULL || doc->extSubset != NULL)
    return TRUE;
  for (xmlNode *node = doc->children; node != NULL; node = node->next)
    if (node->type == XML_DTD_NODE || node->type == XML_ENTITY_DECL)
      return TRUE;
  return FALSE;
}

static gboolean
has_entity_reference (xmlNode *node)
{
  for (; node != NULL; node = node->next)
    {
      if (node->type == XML_ENTITY_REF_NODE || node->type == XML_ENTITY_NODE ||
          node->type == XML_ENTITY_DECL)
        return TRUE;
      if (node->type == XML_ELEMENT_NODE && has_entity_reference (node->children))
        return TRUE;
    }
  return FALSE;
}


xmlDoc *
ts_save_parse_xml (const char  *data,
                   gsize        length,
                   GError     **error)
{
  xmlDoc *doc;

  if (length > TS_SAVE_MAX_BYTES)
    {
      g_set_error (error, TS_SAVE_ERROR, TS_SAVE_ERROR_TOO_LARGE,
                   _("The file is too large to be a Tessella save (more than %u MB)"),
                   (guint) (TS_SAVE_MAX_BYTES / (1024 * 1024)));
      return NULL;
    }
  if (length == 0)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           /* Translators: a reason why a saved game file
                              cannot be read or written; shown after the
                              file name */
                           _("This file is empty"));
      return NULL;
    }
  /* Saves are UTF-8 without NUL bytes; checking it here also makes the
   * byte searches below sound. */
  if (!g_utf8_validate_len (data, length, NULL))
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_NOT_A_SAVE,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("This file is not a Tessella save: it is not UTF-8 text"));
      return NULL;
    }
  /* Refused before libxml2 sees them, so no entity is ever declared. */
  if (g_strstr_len (data, length, "<!DOCTYPE") != NULL ||
      g_strstr_len (data, length, "<!ENTITY") != NULL)
    {
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           /* Translators: an error when a saved game file
                              cannot be opened or read */
                           _("The save file contains a document type declaration, which saves never have"));
      return NULL;
    }
  if (!check_markup (data, length, error))
    return NULL;

  doc = parse_document (data, length, error);
  if (doc == NULL)
    return NULL;

  if (has_dtd (doc) || has_entity_reference (doc->children))
    {
      xmlFreeDoc (doc);
      g_set_error_literal (error, TS_SAVE_ERROR, TS_SAVE_ERROR_INVALID,
                           _("The save file contains a document type declaration, which saves never have"));
      return NULL;
    }

  return doc;
}
