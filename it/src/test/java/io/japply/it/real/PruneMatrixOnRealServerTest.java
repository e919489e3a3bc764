package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The prunes that write nothing, with each kind of ApplySet parent (a Secret, a ConfigMap, a namespaced
 * and a cluster-scoped custom resource), beside the reference kubectl in the same namespace (nothing is
 * written, so both see the same objects): the same exit code, stdout and stderr byte for byte (diff's
 * folders, klog's time and process masked).
 * <ul>
 * <li>{@code apply --prune --applyset=P --dry-run=client}: before the set's first apply, and after it
 * (kubectl's set) with one member left out; nothing is written (the parent and the members as they were).
 * <li>{@code diff --prune --applyset=P} (japply's) against kubectl's {@code diff --prune -l
 * applyset.kubernetes.io/part-of=ID --prune-allowlist=core/v1/ConfigMap} (kubectl's diff knows no
 * --applyset; its -l filters the input too, so kubectl's input carries the label), after a set made
 * by kubectl and after one made by japply.
 * </ul>
 */
@RealServer
class PruneMatrixOnRealServerTest {
    private static final String GROUP = "matrix.japply.example.com";
    private static final String PART_OF = "applyset.kubernetes.io/part-of";

    @TempDir
    Path tmp;

    /** An ApplySet parent: the --applyset flag, its resource for kubectl get, its id's Kind and group. */
    private record Parent(String flag, String resource, String kind, String group, boolean namespaced) {
        String name() {
            return flag.substring(flag.indexOf('/') + 1);
        }

        boolean custom() {
            return !group.isEmpty();
        }
    }

    @Test
    @Timeout(600)
    void everyPruneThatWritesNothingWithEveryKindOfParentIsKubectls(Cluster cluster) throws IOException {
        String kubectl = ReferenceKubectl.require();
        ok(run(kubectl, cluster, "apply", "-f", crd("NsParent", "nsparents", "Namespaced").toString()));
        ok(run(kubectl, cluster, "apply", "-f", crd("ClParent", "clparents", "Cluster").toString()));
        ok(run(kubectl, cluster, "wait", "--for=condition=established", "--timeout=60s", "crd/nsparents." + GROUP,
                "crd/clparents." + GROUP));
        Path all = configMaps("all", "a", "b", "c");
        Path kept = configMaps("kept", "a");
        List<String> differ = new ArrayList<>();
        for (String owner : List.of("kubectl", "japply")) {
            for (String kind : List.of("secrets", "configmaps", "nsparents", "clparents")) {
                String ns = cluster.namespace("matrix-" + owner.charAt(0));
                Parent parent = parent(kind, ns);
                if (parent.custom()) {
                    ok(run(kubectl, cluster, "create", "-f", parentFile(parent, ns).toString(), "-n", ns));
                }
                String what = owner + "'s set, " + kind + ": ";
                if (owner.equals("kubectl")) {
                    compare(differ, what + "first client dry run", cluster, kubectl, ns, parent,
                            apply(all, parent, ns, "--dry-run=client"), apply(all, parent, ns, "--dry-run=client"));
                }
                String[] release = apply(all, parent, ns);
                if (owner.equals("kubectl")) {
                    ok(run(kubectl, cluster, release));
                } else {
                    JapplyRun made = cluster.japply(release);
                    assertEquals(0, made.code(), made.err());
                }
                if (owner.equals("kubectl")) { // a set japply made is not kubectl's to carry on
                    String said = compare(differ, what + "client dry run", cluster, kubectl, ns, parent,
                            apply(kept, parent, ns, "--dry-run=client"), apply(kept, parent, ns, "--dry-run=client"));
                    assertTrue(said.contains("configmap/b pruned (dry run)\n"), what + said);
                }
                Path labelled = labelled(kept, id(parent, ns), ns);
                String diff = compare(differ, what + "diff --prune", cluster, kubectl, ns, parent,
                        new String[] {"diff", "-f", labelled.toString(), "-n", ns, "--prune", "-l",
                            PART_OF + "=" + id(parent, ns), "--prune-allowlist=core/v1/ConfigMap"},
                        new String[] {"diff", "-f", kept.toString(), "-n", ns, "--prune", "--applyset=" + parent.flag()});
                assertTrue(diff.contains("/v1.ConfigMap." + ns + ".b\n") && diff.contains("/v1.ConfigMap." + ns + ".c\n"),
                        what + diff);
            }
        }
        assertEquals(List.of(), differ);
    }

    /** Runs kubectl's line, then japply's: the same printed, and nothing written by either; kubectl's stdout. */
    private String compare(List<String> differ, String what, Cluster cluster, String kubectl, String ns, Parent parent,
                         String[] theirLine, String[] ourLine) {
        String before = state(cluster, kubectl, ns, parent);
        Kubectl.Result theirs = run(kubectl, cluster, theirLine);
        JapplyRun ours = cluster.japply(ourLine);
        String after = state(cluster, kubectl, ns, parent);
        if (theirs.exitCode() != ours.code() || !masked(theirs.out()).equals(masked(ours.out()))
                || !masked(theirs.err()).equals(masked(ours.err())) || !before.equals(after)) {
            differ.add(what + "\n--- kubectl " + theirs.exitCode() + "\n" + theirs.out() + theirs.err() + "--- japply "
                    + ours.code() + "\n" + ours.out() + ours.err() + "--- objects before\n" + before + "--- after\n" + after);
        }
        return theirs.out();
    }

    private static String[] apply(Path release, Parent parent, String ns, String... more) {
        List<String> line = new ArrayList<>(List.of("apply", "-f", release.toString(), "-n", ns, "--prune",
                "--applyset=" + parent.flag()));
        line.addAll(List.of(more));
        return line.toArray(String[]::new);
    }

    /** The namespace's ConfigMaps and Secrets and the parent, each with its resourceVersion (none: not there). */
    private static String state(Cluster cluster, String kubectl, String ns, Parent parent) {
        String columns = "-o=custom-columns=KIND:.kind,NAME:.metadata.name,VERSION:.metadata.resourceVersion";
        String members = ok(run(kubectl, cluster, "get", "configmaps,secrets", "-n", ns, columns)).out();
        Kubectl.Result found = run(kubectl, cluster, "get", parent.resource(), parent.name(), "-n", ns, columns,
                "--ignore-not-found");
        return members + found.out();
    }

    private static Parent parent(String kind, String ns) {
        return switch (kind) {
            case "secrets" -> new Parent("set", "secrets", "Secret", "", true);
            case "configmaps" -> new Parent("configmaps/set", "configmaps", "ConfigMap", "", true);
            case "nsparents" -> new Parent("nsparents." + GROUP + "/set", "nsparents." + GROUP, "NsParent", GROUP, true);
            default -> new Parent("clparents." + GROUP + "/p-" + ns, "clparents." + GROUP, "ClParent", GROUP, false);
        };
    }

    /** kubectl's ApplySet id: name.namespace.Kind.group hashed (no namespace for a cluster-scoped parent). */
    private static String id(Parent parent, String ns) {
        String unhashed = parent.name() + "." + (parent.namespaced() ? ns : "") + "." + parent.kind() + "." + parent.group();
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(unhashed.getBytes(StandardCharsets.UTF_8));
            return "applyset-" + Base64.getUrlEncoder().withoutPadding().encodeToString(hash) + "-v1";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A custom resource parent as kubectl needs it made beforehand: its id label, kubectl's tooling, no kinds yet. */
    private Path parentFile(Parent parent, String ns) throws IOException {
        return Files.writeString(tmp.resolve("parent-" + ns + ".yaml"), "apiVersion: " + GROUP + "/v1\nkind: "
                + parent.kind() + "\nmetadata:\n  name: " + parent.name() + "\n  labels: {applyset.kubernetes.io/id: "
                + id(parent, ns) + "}\n  annotations: {applyset.kubernetes.io/tooling: kubectl/" + ReferenceKubectl.VERSION
                + ", applyset.kubernetes.io/contains-group-kinds: \"\"}\n");
    }

    private Path crd(String kind, String plural, String scope) throws IOException {
        return Files.writeString(tmp.resolve(plural + ".yaml"), "apiVersion: apiextensions.k8s.io/v1\n"
                + "kind: CustomResourceDefinition\nmetadata:\n  name: " + plural + "." + GROUP + "\n"
                + "  labels: {applyset.kubernetes.io/is-parent-type: \"true\"}\nspec:\n  group: " + GROUP + "\n"
                + "  scope: " + scope + "\n  names: {plural: " + plural + ", singular: " + plural.replaceAll("s$", "")
                + ", kind: " + kind + "}\n  versions:\n  - name: v1\n    served: true\n    storage: true\n"
                + "    schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}\n");
    }

    private Path configMaps(String dir, String... names) throws IOException {
        Path folder = Files.createDirectories(tmp.resolve(dir));
        for (String name : names) {
            Files.writeString(folder.resolve(name + ".yaml"),
                    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata: {key: " + name + "}\n");
        }
        return folder;
    }

    /** The release with the set's part-of label on each object, for kubectl's -l (which filters the input too). */
    private Path labelled(Path release, String id, String ns) throws IOException {
        Path folder = Files.createDirectories(tmp.resolve("labelled-" + ns));
        try (var files = Files.list(release)) {
            for (Path file : files.toList()) {
                Files.writeString(folder.resolve(file.getFileName()), Files.readString(file)
                        .replace("metadata:\n", "metadata:\n  labels: {" + PART_OF + ": " + id + "}\n"));
            }
        }
        return folder;
    }

    /** diff's temporary folders and header times, klog's time and process: values, line by line. */
    private static String masked(String printed) {
        return printed.lines().map(RunMasks::diffFolders)
                .map(l -> l.replaceFirst("^([IWE])\\d{4} \\d\\d:\\d\\d:\\d\\d\\.\\d{6} +\\d+ ", "$1MMDD hh:mm:ss.uuuuuu PID "))
                .collect(Collectors.joining("\n", "", printed.endsWith("\n") ? "\n" : ""));
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
