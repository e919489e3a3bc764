package io.japply.apply.kubeconfig;

import java.util.ArrayDeque;
import java.util.Deque;

/** Go's path/filepath.Clean on Unix paths: one slash between names, no "." and no "name/..". */
final class GoPaths {
    private GoPaths() {
    }

    static String clean(String path) {
        if (path.isEmpty()) {
            return ".";
        }
        boolean rooted = path.startsWith("/");
        Deque<String> names = new ArrayDeque<>();
        for (String name : path.split("/")) {
            if (name.isEmpty() || name.equals(".")) {
                continue;
            }
            if (name.equals("..") && !names.isEmpty() && !names.peekLast().equals("..")) {
                names.removeLast();
            } else if (!(name.equals("..") && rooted)) {
                names.addLast(name);
            }
        }
        String joined = String.join("/", names);
        if (rooted) {
            return "/" + joined;
        }
        return joined.isEmpty() ? "." : joined;
    }
}
