/* fuzz-net-message.c — libFuzzer target: one message of the protocol
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever bytes arrive, ts_net_message_parse either refuses them with an
 * error or returns a message that writes back to JSON which parses to the
 * same JSON again (docs/protocol.md).
 */
#include <string.h>

#include "ts-net-message.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TsNetMessage) message = ts_net_message_parse ((const char *) data, size, &error);
  g_autoptr(TsNetMessage) again = NULL;
  g_autofree char *json = NULL, *json_again = NULL;
  gsize length = 0;

  if (message == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == TS_NET_ERROR_DOMAIN);
      return 0;
    }
  g_assert_no_error (error);
  json = ts_net_message_to_json (message, &length);
  again = ts_net_message_parse (json, length, &error);
  g_assert_no_error (error);
  json_again = ts_net_message_to_json (again, NULL);
  g_assert_cmpstr (json, ==, json_again);
  return 0;
}
