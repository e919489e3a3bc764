package io.japply.it.ci;

import io.japply.it.BoundedProcess;
import io.japply.it.release.Podman;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One container of a Pod as an engine (Tekton, Argo Workflows) has resolved it from its template: the image,
 * the working folder, the environment, the arguments to the image's own entrypoint (the templates give no
 * command), and the volumes, each a folder of the test's mounted at a path, read-only or not.
 */
record Container(String image, String workingDir, Map<String, String> env, List<String> args, List<Mount> mounts) {
    record Mount(Path folder, String path, boolean readOnly) {
    }

    /** The container run by podman on the host's network, in {@code pod} (its service account and environment). */
    BoundedProcess.Result run(Podman podman, Pod pod) {
        List<String> options = new ArrayList<>();
        Map<String, String> environment = new LinkedHashMap<>(pod.env());
        environment.putAll(env);
        environment.forEach((name, value) -> options.addAll(List.of("-e", name + "=" + value)));
        List<Mount> all = new ArrayList<>(pod.mounts());
        all.addAll(mounts);
        for (Mount mount : all) {
            options.addAll(List.of("-v", mount.folder() + ":" + mount.path() + (mount.readOnly() ? ":ro" : "")));
        }
        if (!workingDir.isEmpty()) {
            options.addAll(List.of("-w", workingDir));
        }
        return podman.run(options, image, args);
    }
}
