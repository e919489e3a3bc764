package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * --prune by label, its flag checks, --wait and --timeout, and diff --prune -l: the reference kubectl
 * (1.37.2) and japply on the real API server, each in a namespace of its own, with the same exit code,
 * stdout, stderr (the namespace's name aside) and objects left. The flows of apply --prune -l are in the
 * side-by-side scenario prune-label.
 */
@RealServer
class PruneSideBySideTest {
    @TempDir
    Path tmp;

    private record Both(Kubectl.Result kubectl, JapplyRun japply) {
    }

    /** The same command line (a {@code NS} word becomes each tool's namespace) by both tools. */
    private static Both run(Cluster cluster, String kubectlNs, String japplyNs, String... args) {
        Kubectl.Result kubectl = cluster.kubectl(in(kubectlNs, args));
        JapplyRun japply = cluster.japply(in(japplyNs, args));
        return new Both(kubectl, japply);
    }

    private static String[] in(String namespace, String... args) {
        return java.util.Arrays.stream(args).map(a -> a.replace("NS", namespace)).toArray(String[]::new);
    }

    private static void assertSame(Both both, String kubectlNs, String japplyNs, String what) {
        assertEquals(both.kubectl().exitCode(), both.japply().code(), what + ": exit code; kubectl said "
                + both.kubectl().err() + "; japply said " + both.japply().err());
        assertEquals(both.kubectl().out().replace(kubectlNs, "NS"), both.japply().out().replace(japplyNs, "NS"), what + ": stdout");
        assertEquals(klogFree(both.kubectl().err().replace(kubectlNs, "NS")), klogFree(both.japply().err().replace(japplyNs, "NS")),
                what + ": stderr");
    }

    /** A klog line's time and process id, which differ from run to run. */
    private static String klogFree(String err) {
        return err.replaceAll("(?m)^W\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ ", "W ");
    }

    private Path configMaps(String dir, String label, String... names) throws IOException {
        Path folder = Files.createDirectories(tmp.resolve(dir));
        for (String name : names) {
            Files.writeString(folder.resolve(name + ".yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name
                    + "\n  labels: {app: " + label + "}\ndata: {key: " + name + "}\n");
        }
        return folder;
    }

    @Test
    @Timeout(300)
    void theFlagChecksSayWhatKubectlSaysAndSendNothing(Cluster cluster) throws IOException {
        Kubectl.require();
        String kns = cluster.namespace("kubectl");
        String jns = cluster.namespace("japply");
        String file = configMaps("checks", "checks", "a").toString();
        List<List<String>> lines = List.of(
                List.of("--prune"),
                List.of("--prune", "--all", "-l", "app=checks"),
                List.of("--prune", "--all", "--prune-allowlist=ConfigMap"),
                List.of("--prune", "--all", "--prune-allowlist=example.com/v1/Gadget"),
                List.of("--prune", "-l", "app=checks", "--server-side"),
                List.of("--prune", "-l", "app=checks", "--force"),
                List.of("--prune", "-l", "app=nothing-has-it"));
        for (List<String> flags : lines) {
            List<String> args = new ArrayList<>(List.of("apply", "-f", file, "-n", "NS"));
            args.addAll(flags);
            assertSame(run(cluster, kns, jns, args.toArray(String[]::new)), kns, jns, String.join(" ", flags));
        }
        assertEquals(null, cluster.get("configmap", jns, "a"), "nothing applied");
        // the allowlist's old name is gone from kubectl: an unknown flag, in the same words, exit 1, for both
        Both whitelist = run(cluster, kns, jns, "apply", "-f", file, "-n", "NS", "--prune", "--all",
                "--prune-whitelist=core/v1/ConfigMap");
        assertEquals(new Kubectl.Result(1, "", "error: unknown flag: --prune-whitelist\nSee 'kubectl apply --help' for usage.\n"),
                whitelist.kubectl());
        assertEquals(1, whitelist.japply().code(), whitelist.japply().err());
        assertEquals("", whitelist.japply().out());
        assertEquals("error: unknown flag: --prune-whitelist\nSee 'japply apply --help' for usage.\n", whitelist.japply().err());
    }

    /**
     * kubectl's apply takes --wait and --timeout from delete's flags and waits for nothing with
     * them: a pruned object held by a finalizer is still there when it returns. japply the same.
     */
    @Test
    @Timeout(300)
    void waitAndTimeoutWaitForNothingAsInKubectl(Cluster cluster) throws IOException {
        Kubectl.require();
        String kns = cluster.namespace("kubectl");
        String jns = cluster.namespace("japply");
        Path both = configMaps("wait-both", "wait", "a", "held");
        Path one = configMaps("wait-one", "wait", "a");
        assertSame(run(cluster, kns, jns, "apply", "-f", both.toString(), "-n", "NS", "--prune", "-l", "app=wait",
                "--wait", "--timeout=20s"), kns, jns, "create");
        for (String ns : List.of(kns, jns)) {
            Kubectl.Result held = cluster.kubectl("patch", "configmap", "held", "-n", ns, "--type=merge", "-p",
                    "{\"metadata\":{\"finalizers\":[\"example.com/hold\"]}}");
            assertEquals(0, held.exitCode(), held.err());
        }
        long start = System.nanoTime();
        Both pruned = run(cluster, kns, jns, "apply", "-f", one.toString(), "-n", "NS", "--prune", "-l", "app=wait",
                "--wait=true", "--timeout=20s");
        assertTrue(System.nanoTime() - start < 20_000_000_000L, "neither waited the 20s out");
        assertSame(pruned, kns, jns, "prune with --wait");
        assertEquals("configmap/a unchanged\nconfigmap/held pruned\n", pruned.japply().out());
        for (String ns : List.of(kns, jns)) {
            assertNotNull(cluster.get("configmap", ns, "held").at("/metadata/deletionTimestamp").textValue(),
                    "still there, being deleted");
            cluster.kubectl("patch", "configmap", "held", "-n", ns, "--type=merge", "-p", "{\"metadata\":{\"finalizers\":null}}");
        }
        assertEquals(LiveObjects.of(cluster, "configmaps", kns), LiveObjects.of(cluster, "configmaps", jns));
    }

    /** diff --prune -l: the same objects shown removed (the names of the LIVE and MERGED files) and exit code. */
    @Test
    @Timeout(300)
    void diffPruneByLabelShowsWhatKubectlShows(Cluster cluster) throws IOException {
        Kubectl.require();
        String kns = cluster.namespace("kubectl");
        String jns = cluster.namespace("japply");
        Path all = configMaps("diff-all", "diffprune", "a", "b", "c");
        Path kept = configMaps("diff-kept", "diffprune", "a");
        assertSame(run(cluster, kns, jns, "apply", "-f", all.toString(), "-n", "NS"), kns, jns, "create");
        for (List<String> flags : List.of(List.of("--prune", "-l", "app=diffprune"),
                List.of("--prune", "-l", "app=diffprune", "--prune-allowlist=core/v1/ConfigMap"),
                List.of("--prune", "-l", "app=diffprune", "--prune-allowlist=core/v1/Secret"))) {
            List<String> kubectl = fileNames(cluster, "kubectl", kept, kns, flags);
            List<String> japply = fileNames(cluster, "japply", kept, jns, flags);
            assertEquals(kubectl.stream().map(l -> l.replace(kns, "NS")).toList(),
                    japply.stream().map(l -> l.replace(jns, "NS")).toList(), String.join(" ", flags));
        }
        assertNotNull(cluster.get("configmap", jns, "b"), "diff deletes nothing");
    }

    /** The exit code, then the LIVE and MERGED folders' file names, as an external diff program sees them. */
    private List<String> fileNames(Cluster cluster, String tool, Path manifest, String ns, List<String> flags)
            throws IOException {
        Path into = Files.createTempDirectory(tmp, tool);
        Path script = Files.writeString(into.resolve("names.sh"), "#!/bin/sh\n(echo LIVE; ls \"$1\"; echo MERGED; ls \"$2\") > "
                + into.resolve("names") + "\nexit 1\n");
        script.toFile().setExecutable(true);
        List<String> args = new ArrayList<>(List.of("diff", "-f", manifest.toString(), "-n", ns));
        args.addAll(flags);
        Map<String, String> environment = Map.of("KUBECTL_EXTERNAL_DIFF", script.toString());
        int code;
        if (tool.equals("kubectl")) {
            code = cluster.kubectlIn(environment, args.toArray(String[]::new)).exitCode();
        } else {
            Map<String, String> all = new java.util.HashMap<>(System.getenv());
            all.putAll(environment);
            code = JapplyRun.of(cluster.kubeconfig(), all, args.toArray(String[]::new)).code();
        }
        List<String> lines = new ArrayList<>(List.of("exit " + code));
        if (Files.exists(into.resolve("names"))) {
            lines.addAll(Files.readAllLines(into.resolve("names")));
        }
        return lines;
    }
}
