package io.japply.it.real;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Real projects' install manifests on two real clusters (not a test: the manifests are fetched, never
 * committed): kubectl applies on one, japply on the other, release v1 (created, then unchanged),
 * drift by others (every Deployment scaled and labelled), then release v2; after each step the exit
 * codes, output lines and every object of the kinds the manifests name are compared, and before and after
 * each apply the outputs of dry-run, diff and view-last-applied byte for byte ({@link OutputsSideBySide}). Run with
 * {@code bin/try-manifests --real DIR}, DIR holding PROJECT/v1 and PROJECT/v2 folders; each project is
 * applied with {@code -n PROJECT}. Prints the differences and exits 1 when there are any.
 */
public final class RealManifestsOnClusters {
    private static final Pattern KIND = Pattern.compile("(?m)^kind: *([A-Za-z]+)\\s*$");
    /** A webhook (admission or CRD conversion) called at a URL: the cluster would dial that host. */
    private static final Pattern OUTSIDE_URL = Pattern.compile(
            "(?m)^\\s*url: *[\"']?https?://(?!(127\\.0\\.0\\.1|localhost|\\[::1\\])[:/\"'\\s])(\\S+)");

    private RealManifestsOnClusters() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        int differences = 0;
        try (TestCluster forKubectl = TestCluster.up(); TestCluster forJapply = TestCluster.up()) {
            Cluster kubectlSide = new Cluster(forKubectl.kubeconfig(), "manifests");
            Cluster japplySide = new Cluster(forJapply.kubeconfig(), "manifests");
            OutputsSideBySide outputs = new OutputsSideBySide(kubectlSide, japplySide);
            List<Path> projects;
            try (Stream<Path> dirs = Files.list(root)) {
                projects = dirs.filter(Files::isDirectory).sorted().toList();
            }
            for (Path project : projects) {
                refuseOutsideUrls(project);
                String ns = project.getFileName().toString();
                kubectlSide.kubectl("create", "namespace", ns);
                japplySide.kubectl("create", "namespace", ns);
                String kinds = kinds(project);
                differences += step(outputs, kubectlSide, japplySide, project.resolve("v1"), ns, kinds, "create");
                differences += step(outputs, kubectlSide, japplySide, project.resolve("v1"), ns, kinds, "unchanged");
                drift(kubectlSide, ns);
                drift(japplySide, ns);
                differences += step(outputs, kubectlSide, japplySide, project.resolve("v2"), ns, kinds, "v2 after drift");
                OffMachineConnections.assertNone(forKubectl.kubeconfig());
                OffMachineConnections.assertNone(forJapply.kubeconfig());
            }
        }
        System.out.println(differences == 0 ? "no differences" : differences + " difference(s)");
        System.exit(differences == 0 ? 0 : 1);
    }

    private static int step(OutputsSideBySide outputs, Cluster kubectlSide, Cluster japplySide, Path dir, String ns,
            String kinds, String step) throws java.io.IOException {
        String where = dir.getParent().getFileName() + " " + step + ": ";
        int found = outputs.beforeApply(dir, ns, where);
        Kubectl.Result kubectl = kubectlSide.kubectl("apply", "-f", dir.toString(), "-n", ns);
        JapplyRun japply = japplySide.japply("apply", "-f", dir.toString(), "-n", ns);
        found += outputs.afterApply(dir, ns, where);
        System.out.printf("%s kubectl exit %d (%d lines), japply exit %d (%d lines)%n", where, kubectl.exitCode(),
                kubectl.out().lines().count(), japply.code(), japply.out().lines().count());
        if (kubectl.exitCode() != 0 || japply.code() != 0) {
            System.out.println("  kubectl: " + kubectl.err().strip().replace("\n", "\n  kubectl: "));
            System.out.println("  japply: " + japply.err().strip().replace("\n", "\n  japply: "));
        }
        if (kubectl.exitCode() != japply.code()) {
            found++;
            System.out.println(where + "exit codes differ\n  kubectl: " + kubectl.err().strip() + "\n  japply: " + japply.err().strip());
        }
        if (!new TreeSet<>(kubectl.out().lines().toList()).equals(new TreeSet<>(japply.out().lines().toList()))) {
            found++;
            System.out.println(where + "output lines differ\n--- kubectl\n" + kubectl.out() + "--- japply\n" + japply.out());
        }
        String byKubectl = LiveObjects.everywhere(kubectlSide, kinds);
        String byJapply = LiveObjects.everywhere(japplySide, kinds);
        if (!byKubectl.equals(byJapply)) {
            found++;
            System.out.println(where + "objects differ:\n" + OutputsSideBySide.firstDifference(byKubectl, byJapply));
        }
        return found;
    }

    /** The test cluster must never dial off this machine (docs/test-cluster.md): such a manifest is edited first. */
    private static void refuseOutsideUrls(Path project) throws java.io.IOException {
        try (Stream<Path> files = Files.walk(project)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String text = Files.readString(file);
                boolean webhooks = text.contains("WebhookConfiguration") || text.contains("conversion:");
                Matcher m = OUTSIDE_URL.matcher(text);
                if (webhooks && m.find()) {
                    throw new IllegalArgumentException(file + ": a webhook called at " + m.group(2)
                            + " would be dialed off this machine; point it at a Service before applying");
                }
            }
        }
    }

    private static void drift(Cluster cluster, String ns) {
        cluster.kubectl("scale", "deployments", "--all", "-n", ns, "--replicas=3");
        cluster.kubectl("label", "deployments", "--all", "-n", ns, "drift=by-hand", "--overwrite");
    }

    /** The kinds the manifests name, as one kubectl get list. */
    private static String kinds(Path project) throws java.io.IOException {
        TreeSet<String> kinds = new TreeSet<>();
        try (Stream<Path> files = Files.walk(project)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Matcher m = KIND.matcher(Files.readString(file));
                while (m.find()) {
                    kinds.add(m.group(1).toLowerCase(java.util.Locale.ROOT));
                }
            }
        }
        kinds.remove("list");
        return String.join(",", kinds);
    }
}
