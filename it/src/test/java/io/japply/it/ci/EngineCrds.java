package io.japply.it.ci;

import static org.junit.jupiter.api.Assertions.fail;

import io.japply.it.BoundedProcess;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The engines' own CRD files, taken from their Go modules through the Go module proxy (a package
 * registry this machine reaches; the real-server suite needs Go anyway), pinned here, never committed:
 * Tekton Pipelines keeps them in config/300-crds, Argo Workflows in manifests/base/crds/full.
 */
enum EngineCrds {
    TEKTON("github.com/tektoncd/pipeline", "v1.15.0", "config/300-crds/"),
    ARGO("github.com/argoproj/argo-workflows/v3", "v3.7.2", "manifests/base/crds/full/");

    private final String module;
    private final String version;
    private final String folder;

    EngineCrds(String module, String version, String folder) {
        this.module = module;
        this.version = version;
        this.folder = folder;
    }

    /** The CRD file of this engine named {@code file}, from the module cache (downloaded the first time). */
    Path crd(String file) throws IOException, InterruptedException {
        String at = module + "@" + version;
        BoundedProcess.Result download = BoundedProcess.of("go", "mod", "download", "-json", at)
                .timeout(java.time.Duration.ofMinutes(5)).run();
        String answer = download.out();
        JsonNode json = new ObjectMapper().readTree(answer.isBlank() ? "{}" : answer);
        if (download.code() != 0 || !json.has("Dir")) {
            fail("go mod download " + at + " failed (exit " + download.code() + "): " + json.path("Error").asText(answer));
        }
        Path crd = Path.of(json.get("Dir").asText(), folder, file);
        if (!Files.isRegularFile(crd)) {
            fail(at + " has no " + folder + file);
        }
        return crd;
    }
}
