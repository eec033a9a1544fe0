package io.github.shogunsdk.json.contract;

import io.github.shogunsdk.api.Game;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/** Every public type of the API's exported packages, nested ones included, found in its jar or classes folder. */
public final class ApiTypes {

    private ApiTypes() {
    }

    /**
     * Lists the types.
     *
     * @return the public types of {@code io.github.shogunsdk.api} and {@code io.github.shogunsdk.api.spi}, by name
     */
    public static List<Class<?>> all() {
        List<String> names = new ArrayList<>();
        try {
            Path location = Path.of(Game.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(location)) {
                try (Stream<Path> files = Files.walk(location)) {
                    files.forEach(file -> names.add(location.relativize(file).toString().replace('\\', '/')));
                }
            } else {
                try (JarFile jar = new JarFile(location.toFile())) {
                    jar.stream().forEach(entry -> names.add(entry.getName()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<Class<?>> types = new ArrayList<>();
        for (String name : names.stream().sorted().toList()) {
            String folder = name.substring(0, Math.max(0, name.lastIndexOf('/')));
            if (!name.endsWith(".class") || name.endsWith("module-info.class") || name.endsWith("package-info.class")
                    || !(folder.equals("io/github/shogunsdk/api") || folder.equals("io/github/shogunsdk/api/spi"))) {
                continue;
            }
            try {
                Class<?> type = Class.forName(name.substring(0, name.length() - 6).replace('/', '.'), false,
                        Game.class.getClassLoader());
                if (isPublic(type) && !type.isAnonymousClass() && !type.isSynthetic()) {
                    types.add(type);
                }
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(e);
            }
        }
        return types;
    }

    private static boolean isPublic(Class<?> type) {
        for (Class<?> at = type; at != null; at = at.getEnclosingClass()) {
            if (!Modifier.isPublic(at.getModifiers())) {
                return false;
            }
        }
        return true;
    }
}
