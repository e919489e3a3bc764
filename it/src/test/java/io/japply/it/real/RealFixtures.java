package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.Kubectl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What the ApplySet, prune and refusal suites on the real server share: their manifests and their kubectl runs. */
final class RealFixtures {
    /** How long one kubectl run may take before the test fails, in seconds. */
    private static final int KUBECTL_SECONDS = 120;

    /** kubectl's ApplySet switch, on. */
    static final Map<String, String> APPLYSET_ON = Map.of("KUBECTL_APPLYSET", "true");

    private RealFixtures() {
    }

    /** A folder {@code dir} under {@code tmp} with one ConfigMap file a name, its data naming it. */
    static Path configMaps(Path tmp, String dir, String... names) throws IOException {
        Path folder = Files.createDirectories(tmp.resolve(dir));
        for (String name : names) {
            Files.writeString(folder.resolve(name + ".yaml"),
                    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata: {key: " + name + "}\n");
        }
        return folder;
    }

    /** {@code result}, once its exit code is 0 (else the test fails with its stderr). */
    static Kubectl.Result ok(Kubectl.Result result) {
        assertEquals(0, result.exitCode(), result.err());
        return result;
    }

    /** The kubectl binary {@code kubectl} run on {@code cluster} with {@code environment} added to the test's. */
    static Kubectl.Result kubectl(String kubectl, Cluster cluster, Map<String, String> environment, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--kubeconfig=" + cluster.kubeconfig());
        try {
            return Kubectl.run(kubectl, all, environment, KUBECTL_SECONDS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** klog's times and process ids masked on each line, every line kept. */
    static String klogMasked(String printed) {
        return RunMasks.eachLine(printed, RunMasks::klog);
    }

    /** diff's temporary folders and header times, and klog's times and process ids, masked on each line. */
    static String diffMasked(String printed) {
        return RunMasks.eachLine(printed, line -> RunMasks.klog(RunMasks.diffFolders(line)));
    }

    /**
     * Two ApplySet parent types of {@code group} made and established on {@code cluster}: NsParent
     * ({@code nsparents}, namespaced) and ClParent ({@code clparents}, cluster-scoped), each labelled as a
     * parent type, their objects schemaless.
     */
    static void parentTypes(Path tmp, String kubectl, Cluster cluster, String group) throws IOException {
        ok(kubectl(kubectl, cluster, APPLYSET_ON, "apply", "-f", crd(tmp, group, "NsParent", "nsparents", "Namespaced").toString()));
        ok(kubectl(kubectl, cluster, APPLYSET_ON, "apply", "-f", crd(tmp, group, "ClParent", "clparents", "Cluster").toString()));
        ok(kubectl(kubectl, cluster, APPLYSET_ON, "wait", "--for=condition=established", "--timeout=60s",
                "crd/nsparents." + group, "crd/clparents." + group));
    }

    private static Path crd(Path tmp, String group, String kind, String plural, String scope) throws IOException {
        return Files.writeString(tmp.resolve(plural + ".yaml"), "apiVersion: apiextensions.k8s.io/v1\n"
                + "kind: CustomResourceDefinition\nmetadata:\n  name: " + plural + "." + group + "\n"
                + "  labels: {applyset.kubernetes.io/is-parent-type: \"true\"}\nspec:\n  group: " + group + "\n"
                + "  scope: " + scope + "\n  names: {plural: " + plural + ", singular: " + plural.replaceAll("s$", "")
                + ", kind: " + kind + "}\n  versions:\n  - name: v1\n    served: true\n    storage: true\n"
                + "    schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}\n");
    }
}
