package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import io.japply.apply.cluster.ObjectRef;

/** japply diff: output, exit codes, colour, external diff and apply --diff, against files and an in-memory cluster. */
class DiffTest extends DiffHarness {
    @Test
    void theExamplesShowTheChangesAndExitOne() {
        Run run = japply("diff", "-f", example("manifests"), "--live", example("live"), "--counts");
        assertEquals(1, run.code(), run.err());
        assertEquals("3 objects changed, 0 to create, 1 unchanged\n", run.err(), "only the count line");
        String out = run.out();
        assertTrue(out.contains("diff -u -N LIVE/apps.v1.Deployment.shop.web MERGED/apps.v1.Deployment.shop.web\n"
                + "--- LIVE/apps.v1.Deployment.shop.web\n+++ MERGED/apps.v1.Deployment.shop.web\n"), out);
        assertTrue(out.contains("\n-  replicas: 5\n+  replicas: 3\n"), out);
        assertTrue(out.contains("\n         - name: LOG_LEVEL\n-          value: debug\n-        image: nginx:1.27.3\n"
                + "+          value: info\n+        - name: FEATURE_FLAGS\n+          value: checkout-v2\n"
                + "+        image: nginx:1.27.4\n"), out);
        assertTrue(out.contains("\n-        - containerPort: 9113\n-          name: metrics\n-          protocol: TCP\n"), out);
        assertTrue(out.contains("\n-  CACHE_TTL: \"300\"\n+  CACHE_TTL: \"600\"\n   CURRENCY: EUR\n"
                + "   MAINTENANCE_MODE: \"false\"\n"), "the hand-made key stays: " + out);
        assertFalse(out.contains("Service"), "the unchanged Service prints nothing: " + out);
        assertFalse(out.contains("mesh-proxy"), "the injected sidecar is kept, so not in the diff");
    }

    @Test
    void noChangesExitZeroAndPrintOnlyTheCountLine() {
        assertEquals(new Run(0, "", "0 objects changed, 0 to create, 1 unchanged\n"), japply("diff", "--counts", "-f", example("manifests/service.yaml"),
                "--live", example("live")));
    }

    /** As in kubectl diff, the prediction leaves the last-applied annotation out (a new object has none). */
    @Test
    void anObjectThatDoesNotExistYetIsAllAdded() throws IOException {
        String file = write("cm.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: new, namespace: shop}\n"
                + "data: {a: b}\n");
        Run run = japply("diff", "-f", file, "--live", example("live"));
        assertEquals(1, run.code());
        List<String> lines = run.out().lines().toList();
        assertEquals(List.of("diff -u -N LIVE/v1.ConfigMap.shop.new MERGED/v1.ConfigMap.shop.new",
                "--- LIVE/v1.ConfigMap.shop.new", "+++ MERGED/v1.ConfigMap.shop.new", "@@ -0,0 +1,7 @@",
                "+apiVersion: v1", "+data:", "+  a: b", "+kind: ConfigMap", "+metadata:", "+  name: new", "+  namespace: shop"), lines);
    }

    @Test
    void errorsExitAboveOneAndTheOtherObjectsAreStillDiffed() throws IOException {
        String bad = write("a-bad.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {}\n");
        Run run = japply("diff", "-f", bad, "-f", example("manifests/configmap.yaml"), "--live", example("live"), "--counts");
        assertEquals(2, run.code());
        assertEquals("error: document 1 for: \"" + bad + "\": missing metadata.name\n"
                + "1 object changed, 0 to create, 0 unchanged, 1 failed\n", run.err());
        assertTrue(run.out().contains("+  CACHE_TTL: \"600\""), run.out());
    }

    @Test
    void usageErrorsExitTwo() {
        Run run = japply("diff", "-f", example("manifests"), "--color=sometimes");
        assertEquals(2, run.code());
        assertTrue(run.err().startsWith("error: --color must be auto, always or never, not 'sometimes'"), run.err());
        assertEquals(2, japply("diff").code(), "no -f");
        String badLive = japply("diff", "-f", example("manifests"), "--live", dir.resolve("missing.yaml").toString()).err();
        assertTrue(badLive.startsWith("error: the path \"" + dir.resolve("missing.yaml") + "\" does not exist"), badLive);
    }

    @Test
    void colourOnlyOnATerminalWithoutNoColorOrWhenAsked() {
        String[] args = {"diff", "-f", example("manifests/configmap.yaml"), "--live", example("live")};
        assertFalse(japply(args).out().contains("\u001b["), "not a terminal");
        terminal = true;
        String painted = japply(args).out();
        assertTrue(painted.contains("\u001b[31m-  CACHE_TTL: \"300\"\u001b[0m\n\u001b[32m+  CACHE_TTL: \"600\"\u001b[0m\n"),
                painted);
        assertTrue(painted.contains("\u001b[36m@@ "), painted);
        env.put("NO_COLOR", "1");
        assertFalse(japply(args).out().contains("\u001b["), "NO_COLOR");
        assertTrue(japply(concat(args, "--color=always")).out().contains("\u001b[32m+"), "always wins over NO_COLOR");
        env.remove("NO_COLOR");
        assertFalse(japply(concat(args, "--color=never")).out().contains("\u001b["), "never");
    }

    static String[] concat(String[] args, String... more) {
        return java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.Arrays.stream(more))
                .toArray(String[]::new);
    }

    @Test
    void managedFieldsAreHiddenUnlessAsked() throws IOException {
        String live = write("live.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  namespace: shop\n"
                + "  managedFields:\n  - manager: kubectl-edit\n    operation: Update\ndata: {a: b}\n");
        String file = write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: shop}\ndata: {a: c}\n");
        assertFalse(japply("diff", "-f", file, "--live", live).out().contains("managedFields"));
        assertTrue(japply("diff", "-f", file, "--live", live, "--show-managed-fields").out()
                .contains("\n   managedFields:\n"));
    }

    /** Through the in-memory cluster: the engine predicts with --local, nothing is written. */
    @Test
    void localAgainstTheClusterWritesNothing() throws IOException {
        String file = write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: b}\n");
        assertEquals(0, japply("apply", "-f", file).code());
        write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: z}\n");
        int writes = cluster.requests.size();
        Run run = japply("diff", "-f", file, "--local");
        assertEquals(1, run.code(), run.err());
        assertTrue(run.out().contains("\n-  a: b\n+  a: z\n"), run.out());
        assertTrue(cluster.requests.subList(writes, cluster.requests.size()).stream()
                .allMatch(r -> r.verb().equals("GET")), "only reads");
    }

    @Test
    void applyDryRunWithDiffPrintsTheDiffThenTheLines() throws IOException {
        String file = write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: b}\n");
        japply("apply", "-f", file);
        write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: z}\n");
        Run run = japply("apply", "-f", file, "--dry-run=client", "--diff");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("diff -u -N LIVE/v1.ConfigMap.default.c MERGED/v1.ConfigMap.default.c\n"), run.out());
        assertTrue(run.out().contains("\n-  a: b\n+  a: z\n"), run.out());
        assertTrue(run.out().endsWith("\nconfigmap/c configured (dry run)\n"), run.out());
        assertEquals("b", cluster.objects.get(new ObjectRef("v1", "ConfigMap", "default", "c")).at("/data/a").asText());
        Run refused = japply("apply", "-f", file, "--diff");
        assertEquals(2, refused.code());
        assertTrue(refused.err().startsWith("error: --diff needs --dry-run=client or --dry-run=server"), refused.err());
        for (List<String> printing : List.of(List.of("-o", "yaml"), List.of("-o", "jsonpath={.kind}"), List.of("--template", "{{.kind}}"))) {
            List<String> args = new java.util.ArrayList<>(List.of("apply", "-f", file, "--dry-run=client", "--diff"));
            args.addAll(printing);
            Run printed = japply(args.toArray(String[]::new));
            assertEquals(2, printed.code(), printing.toString());
            assertTrue(printed.err().startsWith("error: --diff cannot be used with -o json, -o yaml or a template"), printed.err());
        }
    }

    @Test
    void serverDryRunIsThePredictionWhenAClusterIsUsed() throws IOException {
        String file = write("c.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata: {a: b}\n");
        Run run = japply("diff", "-f", file);
        assertEquals(1, run.code(), run.err());
        FakeCluster.Request create = cluster.requests.get(cluster.requests.size() - 1);
        assertEquals("POST", create.verb());
        assertTrue(create.options().serverDryRun(), "dryRun=All");
        assertTrue(run.out().contains("+  resourceVersion: \"101\"\n"), "the server's answer is shown: " + run.out());
    }
}
