package io.japply.it.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.japply.it.BoundedProcess;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * podman with storage of its own (vfs, in a folder of the test's), runc, host networking and a containers.conf
 * that sets no ulimits (these machines refuse podman's defaults), with the release's image loaded: the
 * container engine users run the image in. Under CI=true, where .ci/run installs podman, a podman that cannot
 * run fails the test; elsewhere {@link #load} is empty after one line saying why.
 */
public final class Podman {
    private final List<String> podman;
    private final Path conf;
    private final String image;

    private Podman(List<String> podman, Path conf, String image) {
        this.podman = podman;
        this.conf = conf;
        this.image = image;
    }

    /** podman with the release's image (dist/japply-VERSION-oci.tar) loaded into storage under {@code tmp}. */
    public static Optional<Podman> load(Path tmp) throws IOException {
        return load(Dist.artifact("-oci.tar"), tmp);
    }

    static Optional<Podman> load(Path archive, Path tmp) throws IOException {
        return load(archive, tmp, "podman", "true".equals(System.getenv("CI")));
    }

    /** With the podman program {@code program}; {@code ci}: under CI=true. */
    static Optional<Podman> load(Path archive, Path tmp, String program, boolean ci) throws IOException {
        Path conf = Files.writeString(tmp.resolve("containers.conf"), "[containers]\ndefault_ulimits = []\n");
        List<String> podman = List.of(program, "--root", tmp.resolve("podman/root").toString(), "--runroot",
                tmp.resolve("podman/run").toString(), "--storage-driver", "vfs");
        BoundedProcess.Result info;
        try {
            info = command(podman, conf, List.of("info", "--format", "{{.Host.OCIRuntime.Name}}"), 120);
        } catch (UncheckedIOException e) {
            info = new BoundedProcess.Result(podman, 127, "", e.getMessage());
        }
        String why = info.err().lines().findFirst().orElse("exit " + info.code());
        if (info.code() != 0 && ci) {
            fail("podman cannot run under CI=true (" + why + "): the image must be run by podman, the engine users run it in");
        }
        if (info.code() != 0) {
            System.out.println("Podman: podman cannot run here (" + why + ")");
            return Optional.empty();
        }
        BoundedProcess.Result loaded = command(podman, conf, List.of("load", "-q", "-i", archive.toString()), 600);
        assertEquals(0, loaded.code(), loaded.show());
        String image = loaded.out().substring(loaded.out().indexOf(':') + 1).strip(); // "Loaded image: localhost/japply:V"
        return Optional.of(new Podman(podman, conf, image));
    }

    /** The loaded image's name, as a Task's or a Workflow's image parameter gives it. */
    public String image() {
        return image;
    }

    /**
     * {@code podman run --rm} of {@code image} (the loaded one, or as an engine's parameter names it) on the host's
     * network with {@code options} (-v, -w, -e...), its entrypoint given {@code args}.
     */
    public BoundedProcess.Result run(List<String> options, String image, List<String> args) {
        List<String> run = new ArrayList<>(List.of("--runtime", "runc", "run", "--rm", "--pull=never", "--network", "host"));
        run.addAll(options);
        run.add(image);
        run.addAll(args);
        return command(podman, conf, run, 300);
    }

    private static BoundedProcess.Result command(List<String> podman, Path conf, List<String> args, int seconds) {
        List<String> command = new ArrayList<>(podman);
        command.addAll(args);
        return BoundedProcess.of(command).env("CONTAINERS_CONF", conf.toString()).timeout(Duration.ofSeconds(seconds)).run();
    }
}
