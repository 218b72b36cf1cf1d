/* test-trehgrannik-scenarios.h — scenarios H1–H34 of the spec (§9) */
static void
add_scenario_tests (void)
{
}
