/* tessella-server.c — the Tessella server (docs/online.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * tessella-server --port P --data DIR [--listen ADDRESS]
 *                 [--tls-certificate FILE --tls-key FILE] [limits]
 *
 * Serves the matches in DIR until SIGTERM or SIGINT.  Every acknowledged
 * move is on disk, so stopping (or killing) it loses nothing; started
 * again on the same folder it resumes every unfinished match.
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <glib/gi18n.h>
#include <glib-unix.h>

#include "ts-games.h"
#include "ts-net-server.h"

static gboolean
quit (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) dir = NULL;
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(GInetAddress) address = NULL;
  g_autoptr(TsNetServer) server = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autofree char *data = NULL;
  g_autofree char *listen = NULL;
  g_autofree char *cert_file = NULL;
  g_autofree char *key_file = NULL;
  gboolean version = FALSE;
  int port = -1;
  TsNetLimits limits;
  int max_matches, max_per_address, idle_seconds, creates_per_minute;
  GOptionEntry entries[] = {
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "port", 'p', 0, G_OPTION_ARG_INT, &port, N_("Port to listen on (0: any free port)"), N_("PORT") },
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "data", 'd', 0, G_OPTION_ARG_FILENAME, &data, N_("Folder that keeps the matches"), N_("DIR") },
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "listen", 'l', 0, G_OPTION_ARG_STRING, &listen, N_("Address to listen on (default: every address)"),
      N_("ADDRESS") },
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "tls-certificate", 0, 0, G_OPTION_ARG_FILENAME, &cert_file, N_("Certificate for TLS (PEM)"),
      N_("FILE") },
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "tls-key", 0, 0, G_OPTION_ARG_FILENAME, &key_file, N_("Private key of the certificate (PEM)"),
      N_("FILE") },
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "max-matches", 0, 0, G_OPTION_ARG_INT, &max_matches, N_("Unfinished matches at most"), N_("N") },
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "max-per-address", 0, 0, G_OPTION_ARG_INT, &max_per_address,
      N_("Connections from one address at most"), N_("N") },
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "idle-timeout", 0, 0, G_OPTION_ARG_INT, &idle_seconds,
      N_("Seconds after which a silent connection is closed"), N_("SECONDS") },
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "creates-per-minute", 0, 0, G_OPTION_ARG_INT, &creates_per_minute,
      N_("Matches one address may create in a minute"), N_("N") },
    /* Translators: the description of a command-line option of
       tessella-server, in --help */
    { "version", 0, 0, G_OPTION_ARG_NONE, &version, N_("Print the version"), NULL },
    G_OPTION_ENTRY_NULL
  };

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("tessella-server");
  ts_games_ensure ();

  ts_net_limits_init_default (&limits);
  max_matches = (int) limits.max_matches;
  max_per_address = (int) limits.max_per_address;
  idle_seconds = (int) limits.idle_seconds;
  creates_per_minute = (int) limits.creates_per_minute;

  /* Translators: the usage line of tessella-server in --help */
  context = g_option_context_new (_("— serve Tessella matches to players on other computers"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (version)
    {
      g_print ("tessella-server %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (port < 0 || port > 65535 || data == NULL || argc != 1 ||
      (cert_file == NULL) != (key_file == NULL) || max_matches < 1 || max_per_address < 1 ||
      creates_per_minute < 1 || idle_seconds < 30)
    {
      /* Translators: an error of tessella-server; keep the options as
         they are */
      g_printerr ("%s\n", _("Give --port and --data, and --tls-certificate together with --tls-key; "
                            "limits are positive and the idle timeout at least 30 seconds."));
      return 2;
    }
  limits.max_matches = (guint) max_matches;
  limits.max_per_address = (guint) max_per_address;
  limits.idle_seconds = (guint) idle_seconds;
  limits.creates_per_minute = (guint) creates_per_minute;

  if (listen != NULL && (address = g_inet_address_new_from_string (listen)) == NULL)
    {
      /* Translators: an error of tessella-server; %s is what was given */
      g_printerr (_("“%s” is not an IP address\n"), listen);
      return 2;
    }
  if (cert_file != NULL &&
      (certificate = g_tls_certificate_new_from_files (cert_file, key_file, &error)) == NULL)
    {
      /* Translators: an error of tessella-server; %s says why */
      g_printerr (_("The certificate cannot be used: %s\n"), error->message);
      return 1;
    }

  dir = g_file_new_for_commandline_arg (data);
  server = ts_net_server_new (dir, certificate, &limits, &error);
  if (server == NULL || !ts_net_server_listen (server, address, (guint16) port, &error))
    {
      /* Translators: an error of tessella-server; %s says why */
      g_printerr (_("The server cannot start: %s\n"), error->message);
      return 1;
    }

  /* Translators: output of tessella-server; %s is "http" or "https", then
     an address, a port and a number of matches */
  g_print (_("Tessella server: %s://%s:%u, %u matches\n"),
           certificate != NULL ? "https" : "http",
           listen != NULL ? listen : "*", ts_net_server_get_port (server),
           ts_net_server_get_n_matches (server));
  if (certificate != NULL)
    /* Translators: output of tessella-server; %s is a long hexadecimal
       number that players' links carry */
    g_print (_("Certificate fingerprint (SHA-256): %s\n"), ts_net_server_get_fingerprint (server));
  fflush (stdout);

  loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGTERM, quit, loop);
  g_unix_signal_add (SIGINT, quit, loop);
  g_main_loop_run (loop);
  return 0;
}
