#!/bin/sh
# Supply-chain check: `npm audit` of the production dependencies (what `npm start` runs).
# Fails (exit 1) on any high or critical advisory. When the registry cannot be reached it says
# so and exits 0, so an offline CI does not report a false failure (the check did not run);
# AUDIT_STRICT=1 makes that case exit 2 instead.
set -u
cd "$(dirname "$0")/.."
out=$(npm audit --omit=dev --json 2>/dev/null)
status=$?
printf '%s' "$out" | node -e '
let text = "";
process.stdin.on("data", (c) => (text += c)).on("end", () => {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    console.log("npm audit: no usable answer from the registry (unreachable?); the audit did NOT run.");
    process.exit(0);
  }
  if (report.error || report.statusCode) {
    // The registry (or a mirror/proxy in front of it) did not answer the audit endpoint.
    const code = String((report.error && report.error.code) || report.statusCode || "");
    const what = report.message || (report.error && report.error.summary) || "";
    console.log(`npm audit: the registry audit endpoint is unreachable or unsupported here (${code} ${what}).`);
    console.log("npm audit: the audit did NOT run; nothing was checked. Run scripts/audit.sh where registry.npmjs.org answers audits.");
    process.exit(process.env.AUDIT_STRICT === "1" ? 2 : 0);
  }
  const v = (report.metadata && report.metadata.vulnerabilities) || {};
  const deps = report.metadata && report.metadata.dependencies;
  console.log(`npm audit --omit=dev: ${deps ? deps.prod ?? deps.total ?? "?" : "?"} production dependencies; advisories: critical ${v.critical || 0}, high ${v.high || 0}, moderate ${v.moderate || 0}, low ${v.low || 0}, info ${v.info || 0}`);
  const bad = Object.values(report.vulnerabilities || {}).filter((x) => x.severity === "high" || x.severity === "critical");
  for (const x of bad) console.log(`  ${x.severity}: ${x.name} ${x.range || ""} (${(x.via || []).map((y) => (typeof y === "string" ? y : y.title)).join("; ")})`);
  for (const x of Object.values(report.vulnerabilities || {}).filter((x) => x.severity === "moderate" || x.severity === "low"))
    console.log(`  (${x.severity}, not failing): ${x.name}`);
  process.exit(bad.length ? 1 : 0);
});
'
rc=$?
case $rc in
  0) printf '%s' "$out" | grep -q '"statusCode"\|"error"' && echo "audit: SKIPPED (registry audit endpoint unavailable; set AUDIT_STRICT=1 to fail instead)" || echo "audit: OK (no high or critical advisory)" ;;
  2) echo "audit: NOT RUN (AUDIT_STRICT=1)" ;;
  *) echo "audit: FAILED (high or critical advisories above; npm audit exit $status)" ;;
esac
exit $rc
