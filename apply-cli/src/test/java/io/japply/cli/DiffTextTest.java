package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The text output's shape: each object's explanation right after its own diff, and the closing count line on stderr. */
class DiffTextTest extends DiffHarness {
    @Test
    void eachExplanationFollowsItsOwnDiff() {
        String out = japply("diff", "-f", example("manifests"), "--live", example("live"), "--explain").out();
        // kubectl's order: by file name (group.version.Kind.namespace.name), so apps/v1 comes before v1
        int[] at = {out.indexOf("diff -u -N LIVE/apps.v1.Deployment.shop.web"), out.indexOf("deployment.apps/web (namespace shop):"),
                out.indexOf("diff -u -N LIVE/v1.ConfigMap.shop.settings"), out.indexOf("configmap/settings (namespace shop):"),
                out.indexOf("diff -u -N LIVE/v1.Secret.shop.db"), out.indexOf("secret/db (namespace shop):")};
        for (int i = 0; i < at.length; i++) {
            assertTrue(at[i] >= 0 && (i == 0 || at[i] > at[i - 1]), "part " + i + " out of order:\n" + out);
        }
        assertTrue(out.contains("  data.CACHE_TTL: 300 -> 600  set by the file\n"
                + "  data.MAINTENANCE_MODE: kept: made on the live object by someone else, not in the file\n"
                + "diff -u -N LIVE/v1.Secret.shop.db"), out);
    }

    /**
     * The examples: ConfigMap, Deployment and Secret change, the Service does not. The count line only
     * with --counts (or on a terminal): kubectl diff prints nothing on stderr, and scripts read it.
     */
    @Test
    void aCountLineClosesTheOutputOnStderrWhenAsked() {
        Run run = japply("diff", "-f", example("manifests"), "--live", example("live"), "--counts");
        assertEquals(1, run.code());
        assertEquals("3 objects changed, 0 to create, 1 unchanged\n", run.err());
        assertEquals(new Run(0, "", "0 objects changed, 0 to create, 1 unchanged\n"),
                japply("diff", "-f", example("manifests/service.yaml"), "--live", example("live"), "--counts"));
        Run quiet = japply("diff", "-f", example("manifests"), "--live", example("live"));
        assertEquals(new Run(1, run.out(), ""), quiet);
        terminal = true; // a person reads stderr: the count line comes without asking
        env.put("NO_COLOR", "1");
        assertEquals("3 objects changed, 0 to create, 1 unchanged\n",
                japply("diff", "-f", example("manifests"), "--live", example("live")).err());
    }

    @Test
    void theCountLineNamesNewObjectsAndFailures() throws IOException {
        String bad = write("a-bad.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {}\n");
        String created = write("b-new.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: new, namespace: shop}\n");
        Run run = japply("diff", "-f", bad, "-f", created, "-f", example("manifests/configmap.yaml"), "--live", example("live"),
                "--counts");
        assertEquals(2, run.code());
        assertEquals("error: document 1 for: \"" + bad + "\": missing metadata.name\n"
                + "1 object changed, 1 to create, 0 unchanged, 1 failed\n", run.err());
    }
}
