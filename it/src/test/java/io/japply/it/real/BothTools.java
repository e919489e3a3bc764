package io.japply.it.real;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.util.ArrayList;
import java.util.List;

/**
 * One command line run by kubectl in one namespace and by japply in another, on the same real
 * server: each side's exit code, stdout and stderr, with its namespace's name read as NS.
 */
final class BothTools {
    /** One tool's answer. */
    record Side(int code, String out, String err) {
        static Side of(int code, String out, String err, String ns) {
            return new Side(code, out.replace(ns, "NS"), err.replace(ns, "NS"));
        }

        Side masked(java.util.function.UnaryOperator<String> mask) {
            return new Side(code, mask.apply(out), mask.apply(err));
        }
    }

    private final Cluster cluster;
    private final String kubectlNs;
    private final String japplyNs;

    BothTools(Cluster cluster, String role) {
        this.cluster = cluster;
        this.kubectlNs = cluster.namespace(role + "-k");
        this.japplyNs = cluster.namespace(role + "-j");
    }

    String kubectlNamespace() {
        return kubectlNs;
    }

    String japplyNamespace() {
        return japplyNs;
    }

    Side kubectl(String... args) {
        Kubectl.Result r = cluster.kubectl(withNamespace(kubectlNs, args));
        return Side.of(r.exitCode(), r.out(), r.err(), kubectlNs);
    }

    Side japply(String... args) {
        JapplyRun r = cluster.japply(withNamespace(japplyNs, args));
        return Side.of(r.code(), r.out(), r.err(), japplyNs);
    }

    private static String[] withNamespace(String ns, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("-n", ns));
        return all.toArray(String[]::new);
    }
}
