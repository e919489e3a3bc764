package io.japply.apply.internal.kubeconfig;

import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.kubeconfig.KubeconfigException;

import java.io.File;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The kubeconfig files kubectl reads, and their text, by its loading rules: --kubeconfig alone when
 * given (it must exist); else each file of KUBECONFIG (a path list, each path once; an empty variable
 * counts as unset); else ~/.kube/config. A listed file that does not exist is skipped; one that exists
 * but cannot be read is an error, as in kubectl, where it never falls back to another configuration.
 */
final class KubeconfigFiles {
    /** A file read: its path as named, and its text. */
    record Read(File file, String text) {
    }

    private KubeconfigFiles() {
    }

    /** The candidates in kubectl's order of precedence; the explicit file's absence is an error. */
    static List<String> candidates(String explicit, UnaryOperator<String> env, Path directory) {
        if (ConnectionRequest.given(explicit)) {
            if (!Files.exists(directory.resolve(explicit))) {
                throw KubeconfigException.of(KubeconfigException.Kind.LOADING,
                        "stat " + explicit + ": no such file or directory");
            }
            return List.of(explicit);
        }
        String list = env.apply("KUBECONFIG");
        if (list != null && !list.isEmpty()) {
            return List.copyOf(new LinkedHashSet<>(List.of(list.split(File.pathSeparator, -1))));
        }
        String home = env.apply("HOME");
        if (home == null || home.isEmpty()) {
            home = System.getProperty("user.home");
        }
        return List.of(new File(home, ".kube" + File.separator + "config").getPath());
    }

    /** The text of each candidate that exists, in order; every one that cannot be read is reported together. */
    static List<Read> read(List<String> candidates, Path directory) {
        List<Read> read = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        for (String name : candidates) {
            if (name.isEmpty()) {
                continue;
            }
            try {
                read.add(new Read(new NamedFile(name, directory), Files.readString(directory.resolve(name))));
            } catch (NoSuchFileException e) {
                // a listed file that is not there adds nothing, as in kubectl
            } catch (IOException | RuntimeException e) {
                errors.add("error loading config file \"" + name + "\": " + goError(name, directory, e));
            }
        }
        if (!errors.isEmpty()) {
            throw new KubeconfigException(KubeconfigException.Kind.LOADING, errors);
        }
        return read;
    }

    /** The reason in Go's words, as kubectl prints the error of its open or read. */
    static String goError(String name, Path directory, Exception e) {
        if (e instanceof AccessDeniedException) {
            return "open " + name + ": permission denied";
        }
        if (Files.isDirectory(directory.resolve(name))) {
            return "read " + name + ": is a directory";
        }
        if (e instanceof java.nio.charset.MalformedInputException || e instanceof java.nio.charset.CharacterCodingException) {
            return "not UTF-8 text";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /**
     * A kubeconfig as named (its messages say the name as given, as kubectl's do), whose absolute form,
     * against which its own relative paths resolve, is in the run's directory rather than the process's.
     */
    static final class NamedFile extends File {
        private final transient Path directory;

        NamedFile(String name, Path directory) {
            super(name);
            this.directory = directory;
        }

        @Override
        public File getAbsoluteFile() {
            return directory.resolve(getPath()).toFile();
        }

        @Override
        public String getAbsolutePath() {
            return getAbsoluteFile().getPath();
        }
    }
}
