package io.japply.it.real;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A diff run by kubectl or japply on the real cluster, its LIVE and MERGED folders caught through
 * KUBECTL_EXTERNAL_DIFF as one text each (every file of the folder, in name order), with its exit code.
 */
record DiffCapture(int exitCode, String live, String merged) {

    static DiffCapture run(Cluster cluster, Path tmp, String tool, Path manifest, String ns, List<String> flags)
            throws IOException {
        Path into = Files.createTempDirectory(tmp, tool);
        Path script = Files.writeString(into.resolve("capture.sh"), "#!/bin/sh\ncat \"$1\"/* > " + into.resolve("live")
                + " 2>/dev/null\ncat \"$2\"/* > " + into.resolve("merged") + " 2>/dev/null\nexit 1\n");
        script.toFile().setExecutable(true);
        List<String> args = new ArrayList<>(List.of("diff", "-f", manifest.toString()));
        if (ns != null) {
            args.addAll(List.of("-n", ns));
        }
        args.addAll(flags);
        Map<String, String> environment = Map.of("KUBECTL_EXTERNAL_DIFF", script.toString());
        int code;
        if (tool.equals("kubectl")) {
            code = cluster.kubectlIn(environment, args.toArray(String[]::new)).exitCode();
        } else {
            Map<String, String> all = new HashMap<>(System.getenv());
            all.putAll(environment);
            code = JapplyRun.of(cluster.kubeconfig(), all, args.toArray(String[]::new)).code();
        }
        return new DiffCapture(code, read(into.resolve("live")), read(into.resolve("merged")));
    }

    /** The lines of {@code a} that {@code b} lacks, counted as a multiset. */
    static List<String> onlyIn(String a, String b) {
        List<String> rest = new ArrayList<>(b.lines().toList());
        List<String> missing = new ArrayList<>();
        for (String line : a.lines().toList()) {
            if (!rest.remove(line)) {
                missing.add(line);
            }
        }
        return missing;
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file) : "";
    }
}
