package io.japply.it.real;

import static io.japply.it.real.RealFixtures.APPLYSET_ON;
import static io.japply.it.real.RealFixtures.configMaps;
import static io.japply.it.real.RealFixtures.kubectl;
import static io.japply.it.real.RealFixtures.ok;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
        RealFixtures.parentTypes(tmp, kubectl, cluster, GROUP);
        Path both = configMaps(tmp, "both", "a", "b");
        Path one = configMaps(tmp, "one", "a");
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
                    ok(kubectl(kubectl, cluster, APPLYSET_ON, "create", "-f", parent(kparent, kns).toString(), "-n", kns));
                    ok(kubectl(kubectl, cluster, APPLYSET_ON, "create", "-f", parent(jparent, jns).toString(), "-n", jns));
                }
                for (Path release : List.of(both, one)) {
                    Kubectl.Result theirs = kubectl(kubectl, cluster, APPLYSET_ON, line(release, kparent, mode, kns));
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
        return RealFixtures.klogMasked(printed.replace(ns, "NS"));
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
}
