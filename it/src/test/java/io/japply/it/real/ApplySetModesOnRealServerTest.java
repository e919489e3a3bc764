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
 * Each prune mode (client-side, server-side, a server dry run of each) with each namespaced kind of
 * ApplySet parent (a Secret, a ConfigMap, a custom resource made beforehand by kubectl create), beside
 * the reference kubectl: two releases (the second prunes), in a namespace each, the same exit code,
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
        ok(run(kubectl, cluster, "apply", "-f", crd().toString()));
        ok(run(kubectl, cluster, "wait", "--for=condition=established", "--timeout=60s", "crd/nsparents." + GROUP));
        Path both = configMaps("both", "a", "b");
        Path one = configMaps("one", "a");
        List<String> differ = new ArrayList<>();
        for (String parent : List.of("set", "configmaps/set", "nsparents." + GROUP + "/set")) {
            for (List<String> mode : List.of(List.<String>of(), List.of("--server-side"), List.of("--dry-run=server"),
                    List.of("--server-side", "--dry-run=server"))) {
                String kns = cluster.namespace("modes-k");
                String jns = cluster.namespace("modes-j");
                if (parent.contains(GROUP)) {
                    ok(run(kubectl, cluster, "create", "-f", parent(kns).toString(), "-n", kns));
                    ok(run(kubectl, cluster, "create", "-f", parent(jns).toString(), "-n", jns));
                }
                for (Path release : List.of(both, one)) {
                    String[] line = Stream.concat(Stream.of("apply", "-f", release.toString(), "--prune",
                            "--applyset=" + parent), mode.stream()).toArray(String[]::new);
                    Kubectl.Result theirs = run(kubectl, cluster, with(line, "-n", kns));
                    JapplyRun ours = cluster.japply(with(line, "-n", jns));
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

    private static String masked(String printed, String ns) {
        return printed.replace(ns, "NS")
                .replaceAll("(?m)^([IWE])\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ ", "$1MMDD hh:mm:ss.uuuuuu PID ");
    }

    private Path crd() throws IOException {
        return Files.writeString(tmp.resolve("crd.yaml"), "apiVersion: apiextensions.k8s.io/v1\n"
                + "kind: CustomResourceDefinition\nmetadata:\n  name: nsparents." + GROUP + "\n"
                + "  labels: {applyset.kubernetes.io/is-parent-type: \"true\"}\nspec:\n  group: " + GROUP + "\n"
                + "  scope: Namespaced\n  names: {plural: nsparents, singular: nsparent, kind: NsParent}\n"
                + "  versions:\n  - name: v1\n    served: true\n    storage: true\n"
                + "    schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}\n");
    }

    /** The parent as kubectl needs it made beforehand: its id label, kubectl's tooling, no kinds yet. */
    private Path parent(String ns) throws IOException {
        return Files.writeString(tmp.resolve("parent-" + ns + ".yaml"), "apiVersion: " + GROUP + "/v1\nkind: NsParent\n"
                + "metadata:\n  name: set\n  labels: {applyset.kubernetes.io/id: " + id("set." + ns + ".NsParent." + GROUP)
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

    private static String[] with(String[] args, String... more) {
        return Stream.concat(Stream.of(args), Stream.of(more)).toArray(String[]::new);
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
