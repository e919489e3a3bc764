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
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * kubectl's output against japply's, byte for byte after {@link RunMasks}, each tool on its own
 * cluster holding the same objects: {@code apply --dry-run=server -o yaml|json}, {@code apply
 * view-last-applied}, the built-in {@code diff}, and the files an external diff program is given
 * (KUBECTL_EXTERNAL_DIFF set to a script that copies its two folders). Prints each difference.
 */
final class OutputsSideBySide {
    private final Cluster kubectlSide;
    private final Cluster japplySide;
    private final Path scratch;

    OutputsSideBySide(Cluster kubectlSide, Cluster japplySide) throws IOException {
        this.kubectlSide = kubectlSide;
        this.japplySide = japplySide;
        this.scratch = Files.createTempDirectory("outputs-side-by-side");
    }

    /** The outputs about {@code dir} before it is applied: dry-run in YAML and JSON, both diffs. */
    int beforeApply(Path dir, String ns, String where) throws IOException {
        String f = dir.toString();
        return same(where, "apply --dry-run=server -o yaml", "apply", "-f", f, "-n", ns, "--dry-run=server", "-o", "yaml")
                + same(where, "apply --dry-run=server -o json", "apply", "-f", f, "-n", ns, "--dry-run=server", "-o", "json")
                + same(where, "diff", "diff", "-f", f, "-n", ns)
                + externalDiff(dir, ns, where);
    }

    /** The outputs about {@code dir} once applied. */
    int afterApply(Path dir, String ns, String where) {
        return same(where, "apply view-last-applied", "apply", "view-last-applied", "-f", dir.toString(), "-n", ns);
    }

    private int same(String where, String what, String... args) {
        Kubectl.Result kubectl = kubectlSide.kubectl(args);
        JapplyRun japply = japplySide.japply(args);
        return compare(where + what, kubectl.exitCode(), kubectl.out(), japply.code(), japply.out(), kubectl.err(), japply.err());
    }

    private int externalDiff(Path dir, String ns, String where) throws IOException {
        String[] args = {"diff", "-f", dir.toString(), "-n", ns};
        Path byKubectl = Files.createTempDirectory(scratch, "kubectl");
        Path byJapply = Files.createTempDirectory(scratch, "japply");
        Kubectl.Result kubectl = kubectlSide.kubectlIn(Map.of("KUBECTL_EXTERNAL_DIFF", copier(byKubectl)), args);
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.put("KUBECTL_EXTERNAL_DIFF", copier(byJapply));
        JapplyRun japply = JapplyRun.of(japplySide.kubeconfig(), environment, args);
        return compare(where + "external diff's folders", kubectl.exitCode(), files(byKubectl), japply.code(), files(byJapply),
                kubectl.err(), japply.err());
    }

    /** A diff program that copies the two folders it is given into {@code into} and says they differ. */
    private static String copier(Path into) throws IOException {
        Path script = Files.writeString(into.resolve("copy.sh"),
                "#!/bin/sh\ncp -r \"$1\" " + into.resolve("live") + " && cp -r \"$2\" " + into.resolve("merged") + "\nexit 1\n");
        script.toFile().setExecutable(true);
        return script.toString();
    }

    /** Every copied file, by its path under the folder, with its bytes (masked), in name order. */
    private static String files(Path into) throws IOException {
        TreeMap<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(into)) {
            for (Path file : walk.filter(Files::isRegularFile).filter(p -> !p.endsWith("copy.sh")).toList()) {
                files.put(into.relativize(file).toString(), Files.readString(file));
            }
        }
        StringBuilder all = new StringBuilder();
        files.forEach((name, text) -> all.append("=== ").append(name).append('\n').append(text));
        return all.toString();
    }

    private static int compare(String what, int kubectlCode, String kubectlOut, int japplyCode, String japplyOut,
            String kubectlErr, String japplyErr) {
        String left = RunMasks.runIndependent(kubectlOut);
        String right = RunMasks.runIndependent(japplyOut);
        if (kubectlCode == japplyCode && left.equals(right)) {
            System.out.printf("  %s: the same (exit %d, %d bytes)%n", what, kubectlCode, kubectlOut.length());
            return 0;
        }
        if (kubectlCode == japplyCode && sorted(left).equals(sorted(right))) {
            // the same lines in another order: the order in which the server's controllers added a status's
            // conditions differs between two clusters (and two kubectl runs), not the client's doing
            System.out.printf("  %s: the same lines in another order (exit %d)%n%s", what, kubectlCode, firstDifference(left, right));
            return 0;
        }
        System.out.printf("%s differs: kubectl exit %d, japply exit %d%n%s  kubectl: %s%n  japply: %s%n", what, kubectlCode,
                japplyCode, firstDifference(left, right), kubectlErr.strip(), japplyErr.strip());
        return 1;
    }

    private static List<String> sorted(String text) {
        return text.lines().sorted().toList();
    }

    static String firstDifference(String a, String b) {
        List<String> left = a.lines().toList();
        List<String> right = b.lines().toList();
        for (int i = 0; i < Math.min(left.size(), right.size()); i++) {
            if (!left.get(i).equals(right.get(i))) {
                int from = Math.max(0, i - 8);
                return "  at line " + (i + 1) + "\n--- kubectl\n" + String.join("\n", around(left, from, i))
                        + "\n--- japply\n" + String.join("\n", around(right, from, i)) + "\n";
            }
        }
        return "  one is longer: " + left.size() + " against " + right.size() + " lines\n";
    }

    private static List<String> around(List<String> lines, int from, int at) {
        return new ArrayList<>(lines.subList(from, Math.min(lines.size(), at + 4)));
    }
}
