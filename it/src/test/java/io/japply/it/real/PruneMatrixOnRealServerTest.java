package io.japply.it.real;

import static io.japply.it.real.RealFixtures.APPLYSET_ON;
import static io.japply.it.real.RealFixtures.configMaps;
import static io.japply.it.real.RealFixtures.diffMasked;
import static io.japply.it.real.RealFixtures.kubectl;
import static io.japply.it.real.RealFixtures.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import io.japply.it.ReferenceKubectl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
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
        RealFixtures.parentTypes(tmp, kubectl, cluster, GROUP);
        Path all = configMaps(tmp, "all", "a", "b", "c");
        Path kept = configMaps(tmp, "kept", "a");
        List<String> differ = new ArrayList<>();
        for (String owner : List.of("kubectl", "japply")) {
            for (String kind : List.of("secrets", "configmaps", "nsparents", "clparents")) {
                String ns = cluster.namespace("matrix-" + owner.charAt(0));
                Parent parent = parent(kind, ns);
                if (parent.custom()) {
                    ok(kubectl(kubectl, cluster, APPLYSET_ON, "create", "-f", parentFile(parent, ns).toString(), "-n", ns));
                }
                String what = owner + "'s set, " + kind + ": ";
                if (owner.equals("kubectl")) {
                    compare(differ, what + "first client dry run", cluster, kubectl, ns, parent,
                            apply(all, parent, ns, "--dry-run=client"), apply(all, parent, ns, "--dry-run=client"));
                }
                String[] release = apply(all, parent, ns);
                if (owner.equals("kubectl")) {
                    ok(kubectl(kubectl, cluster, APPLYSET_ON, release));
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
        Kubectl.Result theirs = kubectl(kubectl, cluster, APPLYSET_ON, theirLine);
        JapplyRun ours = cluster.japply(ourLine);
        String after = state(cluster, kubectl, ns, parent);
        if (theirs.exitCode() != ours.code() || !diffMasked(theirs.out()).equals(diffMasked(ours.out()))
                || !diffMasked(theirs.err()).equals(diffMasked(ours.err())) || !before.equals(after)) {
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
        String members = ok(kubectl(kubectl, cluster, APPLYSET_ON, "get", "configmaps,secrets", "-n", ns, columns)).out();
        Kubectl.Result found = kubectl(kubectl, cluster, APPLYSET_ON, "get", parent.resource(), parent.name(), "-n", ns, columns,
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
}
