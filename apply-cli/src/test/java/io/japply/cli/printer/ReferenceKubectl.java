package io.japply.cli.printer;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The reference kubectl 1.37.2 for every apply-cli test that compares with kubectl (the it module has
 * its own finder), never the kubectl on the PATH: the path in JAPPLY_REFERENCE_KUBECTL, else what
 * {@code bin/reference-kubectl path} prints, accepted when {@code version --client -o json} says
 * v1.37.2. Runs go through {@link KubectlProcess#run} (no kubeconfig, 30 s).
 */
public final class ReferenceKubectl {
    public static final String VERSION = "v1.37.2";
    private static volatile String problem;
    private static volatile String path;

    private ReferenceKubectl() {
    }

    /** Its path; else the test fails in CI (CI=true) and is skipped with one line elsewhere. */
    public static synchronized String require() {
        if (path == null && problem == null) {
            find();
        }
        if (problem != null) {
            unavailable("the reference kubectl " + VERSION + " is not usable: " + problem);
        }
        return path;
    }

    /** Something a comparison with kubectl needs is missing: a failure in CI (CI=true), else a skip. */
    public static void unavailable(String reason) {
        if ("true".equals(System.getenv("CI"))) {
            fail(reason);
        }
        assumeTrue(false, reason + " (skipping)");
    }

    private static void find() {
        try {
            String configured = System.getenv("JAPPLY_REFERENCE_KUBECTL");
            String found = configured != null && !configured.isEmpty() ? configured : script();
            if (found == null) {
                return;
            }
            KubectlProcess.Run version = KubectlProcess.run(List.of(found, "version", "--client", "-o", "json"));
            String gitVersion = version.code() != 0 ? "" : new ObjectMapper().readTree(version.out())
                    .path("clientVersion").path("gitVersion").asText();
            if (VERSION.equals(gitVersion)) {
                path = found;
            } else {
                String said = gitVersion.isEmpty() ? version.err().strip() : gitVersion;
                problem = found + " is not kubectl " + VERSION + ": " + said;
            }
        } catch (IOException e) {
            problem = e.toString();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            problem = e.toString();
        }
    }

    /** What bin/reference-kubectl path prints, or null with the problem set. */
    private static String script() throws IOException, InterruptedException {
        for (Path at = Path.of("").toAbsolutePath(); at != null; at = at.getParent()) {
            Path script = at.resolve("bin/reference-kubectl");
            if (Files.isExecutable(script)) {
                KubectlProcess.Run run = KubectlProcess.run(List.of(script.toString(), "path"));
                if (run.code() == 0) {
                    return run.out().strip();
                }
                problem = "not built (run bin/reference-kubectl build): " + run.err().strip();
                return null;
            }
        }
        problem = "no bin/reference-kubectl above " + Path.of("").toAbsolutePath();
        return null;
    }
}
