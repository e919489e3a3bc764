package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.ReferenceKubectl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each prune mode (client-side, server-side, server-side with --force-conflicts, a server dry run of
 * each) with each kind of ApplySet parent (a Secret, a ConfigMap, a namespaced and a cluster-scoped
 * custom resource, made beforehand by kubectl create), beside the reference kubectl: two releases (the
 * second prunes), in a namespace each (a cluster-scoped parent named after it), the same exit code,
 * stdout and stderr byte for byte (the namespace's name, klog's time and process masked). A custom
 * resource parent's first write conflicts with kubectl-create's fields: in a server dry run the forced
 * takeover is not kept, so the parent's second write conflicts again and is logged again.
 */
@RealServer
class ApplySetModesOnRealServerTest {
    private static final String GROUP = "modes.japply.example.com";

    @TempDir
    Path tmp;

    @Test
    @Timeout(600)
    void everyPruneModeWithEveryKindOfParentIsKubectls(Cluster cluster) throws IOException {
        String kubectl = ReferenceKubectl.require();
        ok(run(kubectl, cluster, "apply", "-f", crd("NsParent", "nsparents", "Namespaced").toString()));
        ok(run(kubectl, cluster, "apply", "-f", crd("ClParent", "clparents", "Cluster").toString()));
        ok(run(kubectl, cluster, "wait", "--for=condition=established", "--timeout=60s", "crd/nsparents." + GROUP,
                "crd/clparents." + GROUP));
        Path both = configMaps("both", "a", "b");
        Path one = configMaps("one", "a");
        List<String> differ = new ArrayList<>();
        // a cluster-scoped parent's name is the cluster's: each namespace's own, named after it ("p-" + namespace)
        for (String parent : List.of("set", "configmaps/set", "nsparents." + GROUP + "/set", "clparents." + GROUP + "/p-")) {
            for (List<String> mode : List.of(List.<String>of(), List.of("--server-side"), List.of("--dry-run=server"),
                    List.of("--server-side", "--dry-run=server"), List.of("--server-side", "--force-conflicts"),
                    List.of("--server-side", "--force-conflicts", "--dry-run=server"))) {
                String kns = cluster.namespace("modes-k");
                String jns = cluster.namespace("modes-j");
                String kparent = parent.endsWith("/p-") ? parent + kns : parent;
                String jparent = parent.endsWith("/p-") ? parent + jns : parent;
                if (parent.contains(GROUP)) {
                    ok(run(kubectl, cluster, "create", "-f", parent(kparent, kns).toString(), "-n", kns));
                    ok(run(kubectl, cluster, "create", "-f", parent(jparent, jns).toString(), "-n", jns));
                }
                for (Path release : List.of(both, one)) {
                    Kubectl.Result theirs = run(kubectl, cluster, line(release, kparent, mode, kns));
                    JapplyRun ours = cluster.japply(line(release, jparent, mode, jns));
                    if (theirs.exitCode() != ours.code() || !masked(theirs.out(), kns).equals(masked(ours.out(), jns))
                            || !masked(theirs.err(), kns).equals(masked(ours.err(), jns))) {
                        differ.add(parent + " " + mode + " " + release.getFileName() + ":\n--- kubectl " + theirs.exitCode()
                                + "\n" + theirs.out() + theirs.err() + "--- japply " + ours.code() + "\n" + ours.out() + ours.err());
                    }
                }
            }
        }
        assertEquals(List.of(), differ);
    }

    private static String[] line(Path release, String parent, List<String> mode, String ns) {
        return Stream.of(Stream.of("apply", "-f", release.toString(), "--prune", "--applyset=" + parent), mode.stream(),
                Stream.of("-n", ns)).flatMap(s -> s).toArray(String[]::new);
    }

    private static String masked(String printed, String ns) {
        return printed.replace(ns, "NS")
                .replaceAll("(?m)^([IWE])\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ ", "$1MMDD hh:mm:ss.uuuuuu PID ");
    }

    private Path crd(String kind, String plural, String scope) throws IOException {
        return Files.writeString(tmp.resolve(plural + ".yaml"), "apiVersion: apiextensions.k8s.io/v1\n"
                + "kind: CustomResourceDefinition\nmetadata:\n  name: " + plural + "." + GROUP + "\n"
                + "  labels: {applyset.kubernetes.io/is-parent-type: \"true\"}\nspec:\n  group: " + GROUP + "\n"
                + "  scope: " + scope + "\n  names: {plural: " + plural + ", singular: " + plural.replaceAll("s$", "")
                + ", kind: " + kind + "}\n"
                + "  versions:\n  - name: v1\n    served: true\n    storage: true\n"
                + "    schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}\n");
    }

    /**
     * The parent ({@code flag}: --applyset's PLURAL.GROUP/NAME) as kubectl needs it made beforehand: its id
     * label (name.namespace.Kind.group hashed, no namespace for a cluster-scoped one), kubectl's tooling, no kinds yet.
     */
    private Path parent(String flag, String ns) throws IOException {
        boolean namespaced = flag.startsWith("nsparents.");
        String kind = namespaced ? "NsParent" : "ClParent";
        String name = flag.substring(flag.indexOf('/') + 1);
        return Files.writeString(tmp.resolve("parent-" + ns + ".yaml"), "apiVersion: " + GROUP + "/v1\nkind: " + kind
                + "\nmetadata:\n  name: " + name + "\n  labels: {applyset.kubernetes.io/id: "
                + id(name + "." + (namespaced ? ns : "") + "." + kind + "." + GROUP)
                + "}\n  annotations: {applyset.kubernetes.io/tooling: kubectl/" + ReferenceKubectl.VERSION
                + ", applyset.kubernetes.io/contains-group-kinds: \"\"}\n");
    }

    private static String id(String unhashed) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(unhashed.getBytes(StandardCharsets.UTF_8));
            return "applyset-" + Base64.getUrlEncoder().withoutPadding().encodeToString(hash) + "-v1";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private Path configMaps(String dir, String... names) throws IOException {
        Path folder = Files.createDirectories(tmp.resolve(dir));
        for (String name : names) {
            Files.writeString(folder.resolve(name + ".yaml"),
                    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata: {key: " + name + "}\n");
        }
        return folder;
    }

    private static Kubectl.Result ok(Kubectl.Result result) {
        assertEquals(0, result.exitCode(), result.err());
        return result;
    }

    private static Kubectl.Result run(String kubectl, Cluster cluster, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--kubeconfig=" + cluster.kubeconfig());
        try {
            return Kubectl.run(kubectl, all, Map.of("KUBECTL_APPLYSET", "true"), 120);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
