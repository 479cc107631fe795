// Tests read names in every language, as the API and the build do: load the regional vocabulary books.
import '../../shared/vocabulary/books';
